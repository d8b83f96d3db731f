import '../../i18n/catalogue/forms';
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import type { AnyObjectSchema } from 'yup';
import { FormController } from '../form-controller';
import { FormStateContext, useFormState } from '../form-state';
import type { FormHelpers, FormState, FormTouched, FormValues } from '../form-state';
import { preventEnterKey } from '../keyboard';
import { isThenable, resolveSchema } from '../schema-source';
import type { SchemaSource } from '../schema-source';

type EngineModule = typeof import('../formik-engine');

// Formik (with yup, in the forms-lib chunk) is fetched once, by the first form a shopper needs; a failed
// fetch is asked again at the next need
let engine: Promise<EngineModule> | null = null;
const loadEngine = () =>
  (engine ??= import('../formik-engine').catch((error: unknown) => {
    engine = null;
    throw error;
  }));

export interface JetFormProps<Values extends FormValues> {
  /**
   * The form's yup schema, or (to keep yup and the schema off the page until the form is used) a loader
   * of it: `schemaModule(() => import('…/schemas/customer-forms')).schema((m) => m.loginSchema)` or any
   * `() => Promise<schema>`. Keep a loader stable (module level, or memoised on what it depends on).
   */
  schema: SchemaSource;
  initialValues: Values;
  /**
   * Fields shown as already visited, their errors at once: pre-filled forms, stories. Such a form loads
   * Formik and its schema when it mounts (it needs its validation to show).
   */
  initialTouched?: FormTouched<Values>;
  /** Return a promise: the form shows loading until it settles. Catch and show errors yourself. */
  onSubmit: (values: Values, helpers: FormHelpers<Values>) => void | Promise<unknown>;
  /** Back to the initial values after a successful submit (quote, newsletter, contact). */
  resetOnSuccess?: boolean;
  /**
   * Started on the form's first need, beside Formik and the schema: what its submit will need and the page
   * does not (the bot check: `preload={loadBotCheck}`). Its failure is the submit's to meet.
   */
  preload?: () => unknown;
  /**
   * Enter does not submit (customer-area §5). The login, identification and address forms leave it off:
   * there Enter submits, as browsers and assistive technology expect (their READMEs, "Decisions").
   */
  preventEnterSubmit?: boolean;
  /**
   * Validate as soon as Formik runs the form (its first need), so a SubmitButton is disabled while the form
   * is invalid from then on. Default true. Before the first need validity is unknown and the button enabled
   * (src/forms/README.md, "Before the first need").
   */
  validateOnMount?: boolean;
  /** Take new initialValues when they change (a form pre-filled from the logged-in customer). */
  enableReinitialize?: boolean;
  /** The form's accessible name. */
  'aria-label'?: string;
  id?: string;
  className?: string;
  children: ReactNode | ((form: FormState<Values>) => ReactNode);
}

/** After a submit attempt that failed validation, moves focus to the first invalid control. */
function FocusFirstError({ form }: { form: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isValid, isSubmitting } = useFormState();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting) return;
    handled.current = submitCount;
    if (isValid) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target =
      first?.getAttribute('role') === 'radiogroup' ? first.querySelector<HTMLElement>('input') : first;
    target?.focus();
  }, [submitCount, isValid, isSubmitting, form]);
  return null;
}

interface Started {
  Engine: EngineModule['FormikEngine'];
  /** The schema and the source it came from. */
  schema: AnyObjectSchema;
  source: SchemaSource;
}

/**
 * A <form class="jet-form" novalidate> with data-state="loading|ready", its state given to the kit's fields
 * and SubmitButton through src/forms/form-state.ts.
 *
 * The form shows and takes input at once, without Formik, yup or its schema: until its first need (a focus,
 * a pointer or a key inside it, or a submit) it keeps the values and the visited fields itself and
 * validates nothing. The first need loads Formik and the schema; Formik then takes the form over with
 * the values and visited fields as they are (src/forms/form-controller.ts). Nothing is remounted: the
 * markup, the focus and the caret stay. A submit asked for before runs right after, validated, and an
 * invalid one moves focus to the first error as always.
 */
export function JetForm<Values extends FormValues>(props: JetFormProps<Values>) {
  const { schema: source, initialValues, preventEnterSubmit, children } = props;
  const validateOnMount = props.validateOnMount ?? true;
  const formRef = useRef<HTMLFormElement | null>(null);
  const latest = useRef({ ...props, validateOnMount });
  const [started, setStarted] = useState<Started | null>(null);
  const [, changed] = useReducer((version: number) => version + 1, 0);

  const [controller] = useState(
    () =>
      new FormController<Values>(
        { initialValues, initialTouched: props.initialTouched, enableReinitialize: props.enableReinitialize, validateOnMount },
        async () => {
          const { schema: wanted, preload } = latest.current;
          void Promise.resolve()
            .then(preload)
            .catch(() => undefined);
          const [module, schema] = await Promise.all([loadEngine(), resolveSchema(wanted)]);
          setStarted({ Engine: module.FormikEngine, schema, source: wanted });
        },
        changed,
      ),
  );
  useLayoutEffect(() => {
    latest.current = { ...props, validateOnMount };
    controller.configure({
      initialValues,
      initialTouched: props.initialTouched,
      enableReinitialize: props.enableReinitialize,
      validateOnMount,
    });
  });
  const state = controller.getSnapshot();

  // A form that shows fields as visited shows their errors at once, so it needs its validation at once; so
  // does one focused before the first render's effects (autofocus).
  const showsVisited = Object.keys(props.initialTouched ?? {}).length > 0;
  useEffect(() => {
    if (showsVisited || formRef.current?.contains(document.activeElement)) controller.need();
  }, [controller, showsVisited]);

  // A new schema source once Formik runs: a schema, or a loader that answers at once or later (the
  // previous schema validates until then).
  const asked = useMemo(
    () => (started && source !== started.source && typeof source === 'function' ? source() : undefined),
    [started, source],
  );
  useEffect(() => {
    if (!isThenable<AnyObjectSchema>(asked)) return undefined;
    let alive = true;
    asked.then(
      (schema) => {
        if (alive) setStarted((current) => current && { ...current, schema, source });
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [asked, source]);
  let schema = started?.schema;
  if (started && source !== started.source) {
    if (typeof source !== 'function') schema = source;
    else if (asked && !isThenable(asked)) schema = asked;
  }

  const submit = useCallback(async (values: Values) => {
    const { onSubmit, resetOnSuccess } = latest.current;
    // the form's own actions rather than Formik's helpers: what onSubmit changes shows in the same render as
    // what else it changes (a wizard that sets the errors and then focuses the first one)
    const helpers: FormHelpers<Values> = controller.getSnapshot();
    // A reset form is the form as it started: validated again, so a SubmitButton that is disabled while the
    // form is invalid is disabled again on the emptied form (Formik's reset alone clears the errors).
    const resetForm: FormHelpers<Values>['resetForm'] = (next) => {
      helpers.resetForm(next);
      if (latest.current.validateOnMount) void helpers.validateForm(next?.values ?? latest.current.initialValues);
    };
    await onSubmit(values, { ...helpers, resetForm });
    if (resetOnSuccess) resetForm();
  }, [controller]);

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    controller.need();
    if (preventEnterSubmit) preventEnterKey(event);
  };

  const Engine = started?.Engine;
  return (
    <>
      {Engine && schema ? (
        <Engine
          controller={controller}
          initialValues={initialValues}
          initialTouched={props.initialTouched}
          schema={schema}
          enableReinitialize={props.enableReinitialize}
          onSubmit={submit}
        />
      ) : null}
      <FormStateContext.Provider value={state as unknown as FormState}>
        <form
          ref={formRef}
          noValidate
          action="#"
          id={props.id}
          aria-label={props['aria-label']}
          className={['jet-form', props.className].filter(Boolean).join(' ')}
          data-state={state.isSubmitting ? 'loading' : 'ready'}
          aria-busy={state.isSubmitting ? true : undefined}
          onSubmit={state.handleSubmit}
          onReset={state.handleReset}
          onFocus={controller.need}
          onPointerDown={controller.need}
          onKeyDown={onKeyDown}
        >
          {typeof children === 'function' ? children(state) : children}
          <FocusFirstError form={formRef} />
        </form>
      </FormStateContext.Provider>
    </>
  );
}
