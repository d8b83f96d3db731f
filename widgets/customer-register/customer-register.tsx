import { FinishRegistration } from '../../src/customer/registration/finish-registration';
import { NewRegistration } from '../../src/customer/registration/wizard';
import type { WizardMode } from '../../src/customer/registration/registration-logic';
import { parseRoute } from '../../src/routes';

export interface CustomerRegisterProps {
  /** 'register' or 'finish'; by default read from the address (/customer/finishregistration/{email} is 'finish'). */
  mode?: string;
}

/** The mode of the page: the attribute when it names one, else the address. */
function wizardMode(mode: string | undefined, location: Pick<Location, 'pathname' | 'search'> = window.location): WizardMode {
  if (mode === 'register' || mode === 'finish') return mode;
  const route = parseRoute(location);
  return route?.page === 'customer' && route.view === 'finishregistration' ? 'finish' : 'register';
}

/**
 * The registration (on /customer for a visitor) or finish-registration (/customer/finishregistration/{email})
 * wizard. The wizard itself is src/customer/registration/ (`<jet-customer-home>` shows it to a visitor too).
 */
export function CustomerRegister({ mode }: CustomerRegisterProps = {}) {
  return wizardMode(mode) === 'finish' ? <FinishRegistration /> : <NewRegistration />;
}

