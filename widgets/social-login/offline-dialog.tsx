import '../../src/i18n/catalogue/customer-auth';
import '../../src/i18n/catalogue/forms';
import { useId, useState, type FormEvent } from 'react';
import type { SocialProviderName } from '../../src/api/operations';
import type { OfflineIdentity } from '../../src/customer/social';
import { t } from '../../src/i18n';
import { useModalDialog } from '../../src/ui/use-modal-dialog';
import { isValidEmail } from '../../src/validation';

export interface OfflineDialogProps {
  /** The provider asking; null keeps the dialog closed. */
  provider: SocialProviderName | null;
  answer: (identity: OfflineIdentity | null) => void;
}

/**
 * The offline provider's window (app ids 'offline-…', demo store and tests): a small modal dialog where
 * the shopper types the name and e-mail the provider would give. Escape or 'Cancelar' is a cancelled login.
 */
export function OfflineDialog({ provider, answer }: OfflineDialogProps) {
  const open = provider !== null;
  const cancel = () => answer(null);
  const { dialogProps } = useModalDialog(open, cancel);
  const titleId = useId();
  const nameId = useId();
  const emailId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  const nameError = tried && name.trim().length === 0 ? t('customer.nameRequired') : undefined;
  const emailError = tried && !isValidEmail(email.trim()) ? t('customer.emailInvalid') : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (name.trim().length === 0 || !isValidEmail(email.trim())) return;
    answer({ name: name.trim(), email: email.trim() });
  };

  return (
    <dialog {...dialogProps} className="jet-social-login__dialog" aria-labelledby={titleId}>
      {open && (
        <form className="jet-social-login__offline" noValidate onSubmit={submit}>
          <h2 id={titleId} className="jet-social-login__dialog-title">
            {t('auth.social.offlineTitle', { provider })}
          </h2>
          <p className="jet-social-login__dialog-lead">{t('auth.social.offlineLead', { provider })}</p>
          <div className="jet-field jet-field--text" data-invalid={nameError ? 'true' : undefined}>
            <label className="jet-field__label" htmlFor={nameId}>
              {t('field.name')}
            </label>
            <input
              id={nameId}
              className="jet-field__input"
              value={name}
              autoComplete="name"
              onChange={(event) => setName(event.target.value)}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${nameId}-error` : undefined}
            />
            {nameError && (
              <p className="jet-field__error" id={`${nameId}-error`}>
                {nameError}
              </p>
            )}
          </div>
          <div className="jet-field jet-field--text" data-invalid={emailError ? 'true' : undefined}>
            <label className="jet-field__label" htmlFor={emailId}>
              {t('field.email')}
            </label>
            <input
              id={emailId}
              className="jet-field__input"
              type="email"
              value={email}
              autoComplete="email"
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${emailId}-error` : undefined}
            />
            {emailError && (
              <p className="jet-field__error" id={`${emailId}-error`}>
                {emailError}
              </p>
            )}
          </div>
          <div className="jet-social-login__dialog-actions">
            <button type="button" className="jet-button jet-button--secondary" onClick={cancel}>
              {t('auth.social.offlineCancel')}
            </button>
            <button type="submit" className="jet-button jet-button--primary">
              {t('auth.social.offlineSubmit')}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
