import '../../src/i18n/catalogue/customer-auth';
import { useCallback, useEffect, useState } from 'react';
import { listen, type JetEventMap } from '../../src/events';
import { LoginDialog } from '../../src/customer/sign-in/login-dialog';
import { DEFAULT_RETURN_URL } from '../../src/customer/sign-in/use-login';

export interface LoginModalProps {
  /** Where the shopper goes once signed in. Default '/customer'. */
  returnUrl?: string;
  socialWidth?: number;
  /** The request that loaded the modal (LazyLoginModal): it opens with it. */
  initial?: JetEventMap['jet:login-open'];
}

const opening = (detail: JetEventMap['jet:login-open'] | undefined) => ({ open: true, identifier: detail?.identifier?.trim() || undefined });

/** The login modal of the page: closed until `jet:login-open` ({ identifier? }) asks for it; `jet:login-close` closes it. */
export default function LoginModal({ returnUrl = DEFAULT_RETURN_URL, socialWidth, initial }: LoginModalProps) {
  const [state, setState] = useState<{ open: boolean; identifier?: string }>(() => (initial ? opening(initial) : { open: false }));
  useEffect(() => listen('jet:login-open', (detail) => setState(opening(detail))), []);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  useEffect(() => listen('jet:login-close', close), [close]);
  return (
    <LoginDialog
      open={state.open}
      identifier={state.identifier}
      onClose={close}
      returnUrl={returnUrl || DEFAULT_RETURN_URL}
      socialWidth={socialWidth}
    />
  );
}
