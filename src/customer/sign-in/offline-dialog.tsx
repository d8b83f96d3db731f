import '../../i18n/catalogue/customer-auth';
import '../../i18n/catalogue/forms';
import { useId, useState, type FormEvent } from 'react';
import type { SocialProviderName } from '../../api/operations';
import type { OfflineIdentity } from '../social';
import { t } from '../../i18n';
import { useModalDialog } from '../../ui/use-modal-dialog';
import { isValidEmail } from '../../validation';
import { PlainField } from './plain-field';

export interface OfflineDialogProps {
  /** The provider asking; null keeps the dialog closed. */
  provider: SocialProviderName | null;
  answer: (identity: OfflineIdentity | null) => void;
}

/**
 * The offline provider's window (app ids 'offline-…', demo store and tests): a small modal dialog where
 * the shopper types the name and e-mail the provider would give (an empty e-mail: an account without one).
 * Escape or 'Cancelar' is a cancelled login.
 */
export function OfflineDialog({ provider, answer }: OfflineDialogProps) {
  const open = provider !== null;
  const cancel = () => answer(null);
  const { dialogProps } = useModalDialog(open, cancel);
  const titleId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  const nameError = tried && name.trim().length === 0 ? t('customer.nameRequired') : undefined;
  // an empty e-mail plays an account that gives none (the server then says the login is not social)
  const emailBad = email.trim() !== '' && !isValidEmail(email.trim());
  const emailError = tried && emailBad ? t('customer.emailInvalid') : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (name.trim().length === 0 || emailBad) return;
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
          <PlainField label={t('field.name')} value={name} onChange={setName} error={nameError} autoComplete="name" />
          <PlainField label={t('field.email')} type="email" value={email} onChange={setEmail} error={emailError} autoComplete="email" />
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
