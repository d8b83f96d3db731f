import '../../i18n/catalogue/customer-auth';
import { useEffect, useId } from 'react';
import { t } from '../../i18n';
import { useModalDialog } from '../../ui/use-modal-dialog';
import { LoginForm } from './login-form';

export interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  /** Filled in and locked (the identification step's identifier). */
  identifier?: string;
  returnUrl?: string;
  socialWidth?: number;
}

/**
 * The login modal (customer-area §2 "/customer/accesskey … with a login modal"): the login form in a
 * modal dialog. Focus goes to its first field (to the password when the identifier is locked), Escape
 * and 'Fechar' close it, and focus returns to what opened it.
 */
export function LoginDialog({ open, onClose, identifier, returnUrl, socialWidth }: LoginDialogProps) {
  const { ref, dialogProps } = useModalDialog(open, onClose);
  const titleId = useId();
  useEffect(() => {
    if (open && identifier) ref.current?.querySelector<HTMLInputElement>('input[type="password"]')?.focus();
  }, [open, identifier, ref]);
  return (
    <dialog {...dialogProps} className="jet-login__dialog" aria-labelledby={titleId}>
      {open && (
        <>
          <div className="jet-login__dialog-head">
            <h2 id={titleId} className="jet-login__dialog-title">
              {t('auth.login.modalTitle')}
            </h2>
            <button type="button" className="jet-login__close" onClick={onClose}>
              {t('alert.close')}
            </button>
          </div>
          <LoginForm key={identifier ?? ''} identifier={identifier} returnUrl={returnUrl} socialWidth={socialWidth} label={t('auth.login.modalTitle')} />
        </>
      )}
    </dialog>
  );
}
