/**
 * Formik behind a JetForm, loaded on the form's first need (src/forms/fields/jet-form.tsx): the one module
 * of the kit that imports formik (yup comes with the form's schema). It renders nothing: it runs
 * useFormik with the values typed and the fields visited before it came (FormController.seed), and hands
 * Formik's bag to the form's controller after each render, so the form's fields, which never unmount,
 * read Formik's state from then on: focus, caret and what is typed stay as they are.
 */
import { memo, useLayoutEffect, useRef } from 'react';
import { useFormik } from 'formik';
import type { FormikErrors, FormikTouched } from 'formik';
import type { AnyObjectSchema } from 'yup';
import type { EngineBag, FormController } from './form-controller';
import type { FormTouched, FormValues } from './form-state';

export interface FormikEngineProps<Values extends FormValues> {
  controller: FormController<Values>;
  initialValues: Values;
  initialTouched?: FormTouched<Values>;
  schema: AnyObjectSchema;
  enableReinitialize?: boolean;
  /** Runs a valid submit (JetForm's, which gives onSubmit the form's own actions). */
  onSubmit: (values: Values) => Promise<unknown> | void;
}

function Engine<Values extends FormValues>(props: FormikEngineProps<Values>) {
  const { controller } = props;
  const bag = useFormik<Values>({
    initialValues: props.initialValues,
    initialTouched: props.initialTouched as FormikTouched<Values> | undefined,
    validationSchema: props.schema,
    enableReinitialize: props.enableReinitialize,
    // the controller validates once the typed values are in (a validation of the initial values could
    // answer after them)
    validateOnMount: false,
    onSubmit: (values: Values) => props.onSubmit(values),
  });
  const seed = useRef<{ values: Values | undefined } | null>(null);

  useLayoutEffect(() => {
    if (seed.current) return; // StrictMode runs a mount's effects twice
    const { values, touched, errors } = controller.seed();
    seed.current = { values };
    if (values !== undefined) void bag.setValues(values, false);
    if (Object.keys(touched).length) void bag.setTouched(touched as FormikTouched<Values>, false);
    if (Object.keys(errors).length) bag.setErrors(errors as FormikErrors<Values>);
    // once, when Formik starts
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useLayoutEffect(() => {
    const start = seed.current;
    if (!start) return;
    // Until the render that carries the typed values, Formik still holds the initial ones: handing them
    // over would put them back in the fields for a moment (and move the caret).
    if (!controller.attached && start.values !== undefined && bag.values !== start.values) return;
    controller.publish(bag as unknown as EngineBag<Values>);
  });

  return null;
}

/** Formik for one JetForm: renders nothing, publishes Formik's bag to the form's controller. */
export const FormikEngine = memo(Engine) as typeof Engine;
