import '../../i18n/catalogue/forms';
import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { useFormState } from '../form-state';

export interface SubmitButtonProps {
  children: ReactNode;
  /** Loading from outside; by default the button follows the form's isSubmitting. */
  loading?: boolean;
  /** The text while sending; defaults to the catalogue's 'forms.sending'. */
  loadingLabel?: ReactNode;
  /**
   * Disabled while the form is invalid (the spec's quote and newsletter forms). Default true. Before the
   * form's first need its validity is unknown and the button is enabled: a click loads the validation,
   * validates and moves focus to the first error (src/forms/README.md).
   */
  disableWhileInvalid?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * The submit button: disabled while the form is invalid or sending; while sending it shows the
 * loading text, aria-busy and data-state="loading".
 */
export function SubmitButton(props: SubmitButtonProps) {
  const { children, loadingLabel, disableWhileInvalid = true, disabled, className } = props;
  const { isSubmitting, isValid } = useFormState();
  const loading = props.loading ?? isSubmitting;
  const blocked = disabled || loading || (disableWhileInvalid && !isValid);
  return (
    <button
      type="submit"
      className={['jet-button', 'jet-button--primary', className].filter(Boolean).join(' ')}
      disabled={blocked}
      aria-busy={loading ? true : undefined}
      data-state={loading ? 'loading' : 'ready'}
    >
      {loading ? (
        <>
          <span className="jet-button__spinner" aria-hidden="true" />
          <span className="jet-button__label">{loadingLabel ?? t('forms.sending')}</span>
        </>
      ) : (
        <span className="jet-button__label">{children}</span>
      )}
    </button>
  );
}
