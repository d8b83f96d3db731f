import { GuardUnknown } from '../guard-unknown';
import { useFinishRegistration } from './use-registration';
import { Wizard, WizardLoadingView } from './wizard';

/** Finish-registration (/customer/finishregistration/{email}). */
export function FinishRegistration() {
  const { initialValues, b2b, accept, leaving, unknown } = useFinishRegistration();
  if (unknown) return <GuardUnknown className="jet-customer-register" />;
  return initialValues && !leaving ? (
    <Wizard mode="finish" initialValues={initialValues} b2b={b2b} accept={accept} />
  ) : (
    <WizardLoadingView mode="finish" />
  );
}
