import '../../i18n/catalogue/forms';
import { useEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import type { FormikHelpers, FormikProps, FormikTouched, FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { preventEnterKey } from '../keyboard';

export interface JetFormProps<Values extends FormikValues> {
  /** A schema of src/forms, or a function building one (e.g. () => identificationSchema(b2b)). */
  schema: AnyObjectSchema | (() => AnyObjectSchema);
  initialValues: Values;
  /** Fields shown as already visited (their errors show at once): pre-filled forms, stories. */
  initialTouched?: FormikTouched<Values>;
  /** Return a promise: the form shows loading until it settles. Catch and show errors yourself. */
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => void | Promise<unknown>;
  /** Back to the initial values after a successful submit (quote, newsletter, contact). */
  resetOnSuccess?: boolean;
  /** Enter does not submit (customer-area §5; the customer-area forms set it). */
  preventEnterSubmit?: boolean;
  /** Validate on mount, so a SubmitButton starts disabled when the form starts invalid. Default true. */
  validateOnMount?: boolean;
  /** Take new initialValues when they change (a form pre-filled from the logged-in customer). */
  enableReinitialize?: boolean;
  /** The form's accessible name. */
  'aria-label'?: string;
  id?: string;
  className?: string;
  children: ReactNode | ((formik: FormikProps<Values>) => ReactNode);
}

/** After a submit attempt that failed validation, moves focus to the first invalid control. */
function FocusFirstError({ form }: { form: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isValid, isSubmitting } = useFormikContext();
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

/**
 * Formik + a yup schema + a <form class="jet-form" novalidate> with data-state="loading|ready".
 * The kit's fields and SubmitButton go inside.
 */
export function JetForm<Values extends FormikValues>(props: JetFormProps<Values>) {
  const { schema, initialValues, onSubmit, resetOnSuccess, preventEnterSubmit, children } = props;
  const formRef = useRef<HTMLFormElement | null>(null);
  const validateOnMount = props.validateOnMount ?? true;
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    // A reset form is the form as it mounted: validated again, so a SubmitButton that is disabled while the
    // form is invalid is disabled again on the emptied form (Formik's reset alone clears the errors).
    const resetForm: FormikHelpers<Values>['resetForm'] = (next) => {
      helpers.resetForm(next);
      if (validateOnMount) void helpers.validateForm(next?.values ?? initialValues);
    };
    await onSubmit(values, { ...helpers, resetForm });
    if (resetOnSuccess) resetForm();
  };
  return (
    <Formik<Values>
      initialValues={initialValues}
      initialTouched={props.initialTouched}
      validationSchema={schema}
      validateOnMount={validateOnMount}
      enableReinitialize={props.enableReinitialize}
      onSubmit={submit}
    >
      {(formik) => (
        <Form
          ref={formRef}
          noValidate
          id={props.id}
          aria-label={props['aria-label']}
          className={['jet-form', props.className].filter(Boolean).join(' ')}
          data-state={formik.isSubmitting ? 'loading' : 'ready'}
          aria-busy={formik.isSubmitting ? true : undefined}
          onKeyDown={preventEnterSubmit ? preventEnterKey : undefined}
        >
          {typeof children === 'function' ? children(formik) : children}
          <FocusFirstError form={formRef} />
        </Form>
      )}
    </Formik>
  );
}
