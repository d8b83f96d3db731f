import '../../src/i18n/catalogue/customer-auth';
import { useEffect, useState } from 'react';
import { listen } from '../../src/events';
import { LoginDialog } from './login-dialog';
import { DEFAULT_RETURN_URL } from './use-login';

export interface LoginModalProps {
  /** Where the shopper goes once signed in. Default '/customer'. */
  returnUrl?: string;
  socialWidth?: number;
}

/** The login modal of the page: closed until `jet:login-open` ({ identifier? }) asks for it. */
export function LoginModal({ returnUrl = DEFAULT_RETURN_URL, socialWidth }: LoginModalProps) {
  const [state, setState] = useState<{ open: boolean; identifier?: string }>({ open: false });
  useEffect(
    () =>
      listen('jet:login-open', (detail) => {
        setState({ open: true, identifier: detail?.identifier?.trim() || undefined });
      }),
    [],
  );
  return (
    <LoginDialog
      open={state.open}
      identifier={state.identifier}
      onClose={() => setState((current) => ({ ...current, open: false }))}
      returnUrl={returnUrl || DEFAULT_RETURN_URL}
      socialWidth={socialWidth}
    />
  );
}

export default LoginModal;
