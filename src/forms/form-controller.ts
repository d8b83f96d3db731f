import type { ChangeEvent, FocusEvent, FormEvent } from 'react';
import { getIn, setIn } from './form-state';
import type { FormErrors, FormResetState, FormState, FormTouched, FormValues } from './form-state';

/** Formik's bag as the controller reads it (src/forms/formik-engine.tsx hands it over). */
export type EngineBag<Values extends FormValues> = Omit<FormState<Values>, 'ready'>;

/** What JetForm tells the controller at every render. */
export interface FormConfig<Values> {
  initialValues: Values;
  initialTouched?: FormTouched<Values>;
  enableReinitialize?: boolean;
  validateOnMount?: boolean;
}

interface PreState<Values> {
  /** The initial values the values started from (they differ once something is typed). */
  base: Values;
  values: Values;
  touched: FormTouched<Values>;
  errors: FormErrors<Values>;
  isSubmitting: boolean;
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const hasKeys = (object: object | undefined) => Boolean(object && Object.keys(object).length);

/** Deep equality of plain form values (objects, arrays, primitives), as Formik compares initial values. */
function sameValues(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => sameValues((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** The value a change event gives a field, as Formik reads it (numbers, checkboxes, multiple selects). */
interface ChangedControl {
  type: string;
  value: string;
  checked?: boolean;
  multiple?: boolean;
  options?: ArrayLike<{ selected: boolean; value: string }>;
}

function changedValue(target: ChangedControl, current: unknown): unknown {
  const { type, value } = target;
  const checked = Boolean(target.checked);
  if (/number|range/.test(type)) {
    const parsed = parseFloat(value);
    return Number.isNaN(parsed) ? '' : parsed;
  }
  if (/checkbox/.test(type)) {
    if (typeof current === 'boolean') return checked;
    if (!Array.isArray(current)) {
      if (!value || value === 'true' || value === 'false') return checked;
      return checked ? [value] : [];
    }
    const index = current.indexOf(value);
    if (checked) return index >= 0 ? current : [...current, value];
    return index >= 0 ? [...current.slice(0, index), ...current.slice(index + 1)] : current;
  }
  if (target.options && target.multiple) return Array.from(target.options).filter((option) => option.selected).map((option) => option.value);
  return value;
}

/**
 * One form's state for the kit (src/forms/form-state.ts), before and after Formik.
 *
 * Until the form's first need it holds a small state of its own: the values (from initialValues, then what
 * is typed), the fields visited, no validation. `need()` (JetForm calls it on the form's first focus,
 * pointer, key or submit) asks JetForm to load Formik, yup and the schema; the engine
 * (src/forms/formik-engine.tsx) then starts Formik with these values and visited fields and hands its bag
 * over with `publish`. From then on every action goes to Formik and the state is Formik's. A submit
 * asked for before (the button, Enter) runs right after, with validation; so does a validateForm.
 *
 * The actions are the controller's own (stable for the form's life), so a callback taken before the
 * switch still reaches Formik after it.
 */
export class FormController<Values extends FormValues> {
  private bag: EngineBag<Values> | null = null;
  private pre: PreState<Values>;
  private snapshot: FormState<Values>;
  private config: FormConfig<Values>;
  private loading: Promise<void> | null = null;
  private ready = deferred<EngineBag<Values>>();
  private pendingSubmit: Deferred<unknown> | null = null;

  /**
   * @param load loads Formik and the schema and mounts the engine (JetForm); rejects when a download failed
   *   (the next need tries again).
   * @param changed renders the form again (JetForm's state setter: it works from the first render on, before
   *   any effect has run, so a key typed at once is not lost to React's controlled-input reset).
   */
  constructor(
    config: FormConfig<Values>,
    private readonly load: () => Promise<void>,
    private readonly changed: () => void,
  ) {
    this.config = config;
    this.pre = { base: config.initialValues, values: config.initialValues, touched: config.initialTouched ?? {}, errors: {}, isSubmitting: false };
    this.ready.promise.catch(() => undefined);
    this.snapshot = this.build();
  }

  /** True once Formik runs the form. */
  get attached(): boolean {
    return this.bag !== null;
  }

  /** The form's state now. */
  getSnapshot = (): FormState<Values> => this.snapshot;

  /** JetForm's props at each render: a new initialValues resets the pre-interaction state when enableReinitialize. */
  configure(config: FormConfig<Values>): void {
    const previous = this.config.initialValues;
    this.config = config;
    if (this.bag || !config.enableReinitialize || previous === config.initialValues) return;
    if (sameValues(previous, config.initialValues)) return;
    this.setPre({ base: config.initialValues, values: config.initialValues, touched: config.initialTouched ?? {}, errors: {} });
  }

  /** The form's first need (focus, pointer, key, submit): loads Formik, yup and the schema once. */
  need = (): void => {
    if (this.bag || this.loading) return;
    this.loading = this.load().catch((error: unknown) => {
      // offline, a failed deploy …: the form keeps its values and the next need tries again
      this.loading = null;
      const failed = this.ready;
      this.ready = deferred();
      this.ready.promise.catch(() => undefined);
      failed.reject(error);
      if (this.pendingSubmit) {
        this.pendingSubmit.reject(error);
        this.pendingSubmit = null;
        this.setPre({ isSubmitting: false });
      }
    });
  };

  /**
   * What the engine starts Formik with: the values typed (undefined when nothing was: Formik starts from
   * its own initialValues, newer than these when the form was reinitialised), the fields visited and the
   * errors set from outside (a wizard's check of a tab).
   */
  seed(): { values: Values | undefined; touched: FormTouched<Values>; errors: FormErrors<Values> } {
    const { base, values, touched, errors } = this.pre;
    return { values: values === base ? undefined : values, touched, errors };
  }

  /**
   * The engine's bag after each of its renders. The first one attaches Formik: the state is Formik's from
   * then on, then a submit asked for before runs, or the form is validated (validateOnMount, fields
   * already visited, or values already typed).
   */
  publish(bag: EngineBag<Values>): void {
    const first = this.bag === null;
    const previous = this.bag;
    this.bag = bag;
    if (first || changed(previous!, bag)) {
      this.snapshot = this.build();
      this.changed();
    }
    if (!first) return;
    this.ready.resolve(bag);
    const submit = this.pendingSubmit;
    this.pendingSubmit = null;
    if (submit) bag.submitForm().then(submit.resolve, submit.reject);
    // typed values too: a text pasted past a field's `limit` before Formik came shows its message at once
    else if (this.config.validateOnMount || hasKeys(this.pre.touched) || this.pre.values !== this.pre.base) void bag.validateForm();
  }

  private setPre(next: Partial<PreState<Values>>) {
    this.pre = { ...this.pre, ...next };
    if (this.bag) return;
    this.snapshot = this.build();
    this.changed();
  }

  private build(): FormState<Values> {
    const bag = this.bag;
    const pre = this.pre;
    return {
      values: bag ? bag.values : pre.values,
      initialValues: bag ? bag.initialValues : this.config.initialValues,
      errors: bag ? bag.errors : pre.errors,
      touched: bag ? bag.touched : pre.touched,
      submitCount: bag ? bag.submitCount : 0,
      isSubmitting: bag ? bag.isSubmitting : pre.isSubmitting,
      isValid: bag ? bag.isValid : !hasKeys(pre.errors),
      ready: bag !== null,
      handleChange: this.handleChange,
      handleBlur: this.handleBlur,
      handleSubmit: this.handleSubmit,
      handleReset: this.handleReset,
      submitForm: this.submitForm,
      setErrors: this.setErrors,
      setFieldError: this.setFieldError,
      setTouched: this.setTouched,
      setFieldTouched: this.setFieldTouched,
      setValues: this.setValues,
      setFieldValue: this.setFieldValue,
      setSubmitting: this.setSubmitting,
      validateForm: this.validateForm,
      resetForm: this.resetForm,
    };
  }

  /**
   * A change asked for through the controller. Before Formik: the pre-interaction state's. With Formik (which
   * has it already): shown at once, in the same render as whatever else the caller changed with it, rather
   * than one render later when the engine hands Formik's state over (a wizard that sets the errors, then
   * asks for the first invalid field to be focused, finds it marked).
   */
  private update(next: Partial<Pick<FormState<Values>, 'values' | 'errors' | 'touched' | 'isSubmitting' | 'submitCount'>>) {
    if (!this.bag) {
      const { submitCount: _ignored, ...pre } = next;
      this.setPre(pre);
      return;
    }
    this.snapshot = { ...this.snapshot, ...next };
    if (next.errors) this.snapshot.isValid = !hasKeys(next.errors);
    this.changed();
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any control's change
  handleChange = (event: ChangeEvent<any>): void => {
    this.bag?.handleChange(event);
    const target = (event.target ?? event.currentTarget) as HTMLInputElement;
    const name = target.name || target.id;
    if (!name) return;
    const { values } = this.snapshot;
    this.update({ values: setIn(values, name, changedValue(target, getIn(values, name))) });
  };

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any control's blur
  handleBlur = (event: FocusEvent<any>): void => {
    this.bag?.handleBlur(event);
    const target = event.target as HTMLInputElement;
    const name = target.name || target.id;
    if (name) this.update({ touched: setIn(this.snapshot.touched, name, true) });
  };

  handleSubmit = (event?: FormEvent<HTMLFormElement>): void => {
    if (this.bag) return this.bag.handleSubmit(event);
    event?.preventDefault();
    event?.stopPropagation();
    this.submitForm().catch(() => undefined);
  };

  handleReset = (event?: FormEvent<HTMLFormElement>): void => {
    if (this.bag) return this.bag.handleReset(event);
    this.resetForm();
  };

  /** Before Formik is here: shows the form as sending, loads, and submits (with validation) once it is. */
  submitForm = (): Promise<unknown> => {
    if (this.bag) return this.bag.submitForm();
    this.pendingSubmit ??= deferred();
    const { promise } = this.pendingSubmit;
    this.setPre({ isSubmitting: true });
    this.need();
    return promise;
  };

  validateForm = (values?: Values): Promise<FormErrors<Values>> => {
    if (this.bag) return this.bag.validateForm(values);
    this.need();
    return this.ready.promise.then((bag) => bag.validateForm(values));
  };

  setErrors = (errors: FormErrors<Values>): void => {
    this.bag?.setErrors(errors);
    this.update({ errors });
  };

  setFieldError = (field: string, message: string | undefined): void => {
    this.bag?.setFieldError(field, message);
    this.update({ errors: setIn(this.snapshot.errors, field, message) });
  };

  setTouched = (touched: FormTouched<Values>, shouldValidate?: boolean): Promise<unknown> => {
    const done = this.bag ? this.bag.setTouched(touched, shouldValidate) : Promise.resolve();
    this.update({ touched });
    return done;
  };

  setFieldTouched = (field: string, touched = true, shouldValidate?: boolean): Promise<unknown> => {
    const done = this.bag ? this.bag.setFieldTouched(field, touched, shouldValidate) : Promise.resolve();
    this.update({ touched: setIn(this.snapshot.touched, field, touched) });
    return done;
  };

  setValues = (values: Values, shouldValidate?: boolean): Promise<unknown> => {
    const done = this.bag ? this.bag.setValues(values, shouldValidate) : Promise.resolve();
    this.update({ values });
    return done;
  };

  setFieldValue = (field: string, value: unknown, shouldValidate?: boolean): Promise<unknown> => {
    const done = this.bag ? this.bag.setFieldValue(field, value, shouldValidate) : Promise.resolve();
    this.update({ values: setIn(this.snapshot.values, field, value) });
    return done;
  };

  setSubmitting = (isSubmitting: boolean): void => {
    this.bag?.setSubmitting(isSubmitting);
    this.update({ isSubmitting });
  };

  resetForm = (next?: FormResetState<Values>): void => {
    const values = next?.values ?? this.config.initialValues;
    const reset = { values, touched: next?.touched ?? this.config.initialTouched ?? {}, errors: next?.errors ?? {}, isSubmitting: false };
    if (this.bag) {
      this.bag.resetForm(next);
      this.update({ ...reset, submitCount: next?.submitCount ?? 0 });
    } else {
      this.setPre({ ...reset, base: values });
    }
  };
}

const WATCHED = ['values', 'initialValues', 'errors', 'touched', 'submitCount', 'isSubmitting', 'isValid'] as const;

function changed<Values extends FormValues>(a: EngineBag<Values>, b: EngineBag<Values>): boolean {
  return WATCHED.some((key) => a[key] !== b[key]);
}
