import '../../i18n/catalogue/forms';
import '../../i18n/catalogue/customer-registration';
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LoginStatusAnswer, NewsletterCategory } from '../../api/operations';
import { useMutation, write } from '../../api/use-mutation';
import { clearCustomerSessionData, keptIdentifier, keptReturnUrl, keptSocialSignup } from '../identifier-storage';
import { customerUrl, goLater, REDIRECT_AFTER_FINISH_MS, REDIRECT_AFTER_REGISTER_MS } from '../navigation';
import { navigation } from '../../routes/navigation';
import { useCustomerGuard, useCustomerQuery } from '../use-customer-guard';
import { useHost } from '../../elements/host';
import { emit } from '../../events';
import type { FormErrors, FormHelpers, FormState, FormTouched } from '../../forms/form-state';
import { schemaModule, type SchemaLoader } from '../../forms/schema-source';
import { validateValues } from '../../forms/validate';
import { t } from '../../i18n';
import { buildUrl, parseRoute } from '../../routes';
import { $company } from '../../stores/company';
import { $loginStatus } from '../../stores/login-status';
import { useQuery } from '../../stores/use-query';
import { useAlert, type AlertMessage } from '../../ui/alert';
import {
  acceptSettings,
  canGoTo,
  cancelTarget,
  deliveryAddress,
  finishLinkProblem,
  finishStartValues,
  firstInvalidStep,
  offeredProfiles,
  registerStartValues,
  stepHeading,
  type AcceptSettings,
  type Profile,
  type StepIndex,
  type WizardMode,
  type WizardValues,
} from './registration-logic';
import { usePostcodeLookup, type PostcodeLookupStatus } from '../use-postcode-lookup';

/**
 * The bot check (its tokens, the reCAPTCHA adapter) loads with the form's first need (JetForm's `preload`),
 * not with the page; the submit awaits it.
 */
const loadBotCheck = () => import('../bot-check');
/** What CADASTRAR needs beyond the form: the bot check and the payloads (JetForm's `preload`). */
export const loadSubmitCode = () => Promise.all([loadBotCheck(), import('./registration-payloads')]);

export type WizardForm = FormState<WizardValues>;

/** The tabs' schemas (with yup), loaded with the wizard's first need (the form's, or a step button's). */
const registrationSchemas = schemaModule(() => import('./registration-schemas'));

/** Every field with an error marked touched, so its message shows. */
const touchedFor = (errors: FormErrors<WizardValues>): FormTouched<WizardValues> =>
  Object.fromEntries(Object.keys(errors).map((key) => [key, true])) as FormTouched<WizardValues>;

/** The page title for a step: the heading, then the site's name kept from the page's own title. */
export function pageTitle(heading: string, original: string): string {
  const site = original.split(' — ').pop()?.trim();
  return site && site !== original.trim() ? `${heading} — ${site}` : original.trim() ? `${heading} — ${original.trim()}` : heading;
}

/** What the wizard shows, and what it does: WizardView renders it. */
export interface WizardModel {
  mode: WizardMode;
  step: StepIndex;
  heading: string;
  headingRef: React.RefObject<HTMLHeadingElement>;
  initialValues: WizardValues;
  /** The profile chosen on tab 1 (the form tells it with setProfile). */
  profile: Profile;
  setProfile: (profile: Profile) => void;
  /** The current tab's schema for the form (the profile's): a loader, answering at once once loaded. */
  schemaFor: (profile: Profile) => SchemaLoader;
  profiles: Profile[];
  accept: AcceptSettings;
  categories: NewsletterCategory[];
  /** The e-mail cannot change (finish-registration: the account's). */
  emailLocked: boolean;
  postcode: PostcodeLookupStatus;
  lookupPostcode: (zipCode: string, form: WizardForm) => void;
  /** Back to an earlier tab, or PRÓXIMO to the next when the current one is valid. */
  goTo: (target: number, form: WizardForm) => Promise<void>;
  cancel: () => void;
  submit: (values: WizardValues, form: Pick<FormHelpers<WizardValues>, 'setErrors'>) => Promise<void>;
  /** After a successful registration: the buttons are off until the page changes. */
  done: boolean;
  alert: { alert: AlertMessage | null; close: () => void };
}

/**
 * The wizard's state and actions for one mode: the step, the tab rules (back always, forward one tab
 * when the current one is valid), the CEP lookup, the submit (all tabs valid, bot-check token
 * 'Register', then `register` or `finishRegistration`) and the redirect after success.
 */
export function useWizard(mode: WizardMode, initialValues: WizardValues, b2b: boolean, accept: AcceptSettings): WizardModel {
  const [step, setStep] = useState<StepIndex>(0);
  const [done, setDone] = useState(false);
  const [profile, setProfile] = useState<Profile>(initialValues.profile);
  const alert = useAlert();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const postcode = usePostcodeLookup();
  const categoriesQuery = useQuery('newsletterCategories');
  const heading = stepHeading(mode, step);
  const cancelRedirect = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelRedirect.current?.(), []);

  // the step in the page title; focus on the heading when the step changes (not on the first render)
  const originalTitle = useRef<string | null>(null);
  useEffect(() => {
    originalTitle.current ??= document.title;
    document.title = pageTitle(heading, originalTitle.current);
  }, [heading]);
  useEffect(
    () => () => {
      if (originalTitle.current !== null) document.title = originalTitle.current;
    },
    [],
  );
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const schemaFor = useCallback(
    (profile: Profile): SchemaLoader => registrationSchemas.schema((schemas) => schemas.stepSchema(step, profile, mode, accept)),
    [mode, accept, step],
  );

  // after a refused step or submit: focus on the first invalid field, once the errors are on the page
  const [focusRequest, setFocusRequest] = useState(0);
  const focusFirstInvalid = () => setFocusRequest((n) => n + 1);
  useEffect(() => {
    if (!focusRequest) return;
    const root = headingRef.current?.closest('.jet-customer-register');
    const first = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (first?.getAttribute('role') === 'radiogroup' ? first.querySelector<HTMLElement>('input') : first)?.focus();
  }, [focusRequest]);

  const goTo = useCallback(
    async (target: number, form: WizardForm) => {
      if (target <= step) {
        if (canGoTo(target, step, true)) setStep(target as StepIndex);
        return;
      }
      const errors = await validateValues(await schemaFor(form.values.profile)(), form.values);
      const valid = Object.keys(errors).length === 0;
      if (!valid) {
        form.setErrors(errors);
        void form.setTouched({ ...form.touched, ...touchedFor(errors) }, false);
        focusFirstInvalid();
        return;
      }
      if (canGoTo(target, step, valid)) setStep(target as StepIndex);
    },
    [step, schemaFor],
  );

  const lookupPostcode = useCallback(
    (zipCode: string, form: WizardForm) => {
      void postcode.lookup(zipCode, (fields) => {
        for (const [name, value] of Object.entries(fields)) void form.setFieldValue(name, value, false);
        void form.validateForm({ ...form.values, zipCode, ...fields });
      });
    },
    [postcode],
  );

  const cancel = useCallback(() => navigation.assign(cancelTarget(document.referrer, window.location)), []);

  const host = useHost();
  const { run } = useMutation({
    send: async (values: WizardValues) => {
      const [{ botCheckToken }, { finishPayload, registerPayload, socialCredential }] = await loadSubmitCode();
      const tokenRecaptcha = await botCheckToken('Register');
      return mode === 'register'
        ? write('register', { json: registerPayload(values, { accept, tokenRecaptcha, social: socialCredential(keptSocialSignup()) }) })
        : write('finishRegistration', { json: finishPayload(values, { accept, tokenRecaptcha }) });
    },
    alert,
    // the server's text (or the network's); every value typed stays in the form
    failure: (error) => ({ kind: 'error', message: error.message, timeout: 0 }),
    onSuccess: (answer: LoginStatusAnswer) => {
      // a registration started at the checkout's identification goes back to the checkout
      const target = keptReturnUrl() ?? customerUrl({ view: 'home' });
      clearCustomerSessionData();
      setDone(true);
      alert.show({ kind: 'success', message: t('registration.success'), timeout: 0 });
      $loginStatus.setData(answer);
      emit('jet:login', answer.data, host);
      cancelRedirect.current = goLater(target, mode === 'register' ? REDIRECT_AFTER_REGISTER_MS : REDIRECT_AFTER_FINISH_MS);
    },
  });
  const submit = async (values: WizardValues, form: Pick<FormHelpers<WizardValues>, 'setErrors'>) => {
    alert.close();
    const schemas = (await registrationSchemas.load()).wizardSchemas(values.profile, mode, accept);
    const invalid = await firstInvalidStep(values, schemas, validateValues);
    if (invalid) {
      // the submit touched every field: the errors show on the tab they belong to
      setStep(invalid.step);
      form.setErrors(invalid.errors);
      focusFirstInvalid();
      return;
    }
    await run(values);
  };

  return {
    mode,
    step,
    profile,
    setProfile,
    heading,
    headingRef,
    initialValues,
    schemaFor,
    profiles: offeredProfiles(b2b),
    accept,
    categories: categoriesQuery.data ?? [],
    emailLocked: mode === 'finish',
    postcode: postcode.status,
    lookupPostcode,
    goTo,
    cancel,
    submit,
    done,
    alert: { alert: alert.alert, close: alert.close },
  };
}

/** The store settings the wizard needs, once the company is read (a failed read counts as defaults). */
function useWizardSettings() {
  const company = useStore($company);
  const settled = company.status !== 'loading' || company.data !== undefined;
  const b2b = Boolean(company.data?.statusB2B);
  const data = company.data;
  const accept = useMemo(() => acceptSettings(data), [data]);
  return { settled, b2b, accept };
}

/** A new registration (on /customer for a visitor): starts from the identifier or social sign-up kept in session storage. */
export function useNewRegistration() {
  const settings = useWizardSettings();
  // the wizard's newsletter categories, asked with the company settings rather than after them (the
  // wizard mounts once they are in; it reads the same store)
  useQuery('newsletterCategories');
  const initialValues = useMemo(
    () => (settings.settled ? registerStartValues(keptIdentifier(), keptSocialSignup(), settings.b2b) : null),
    [settings.settled, settings.b2b],
  );
  return { ...settings, initialValues };
}

/**
 * Finish-registration (/customer/finishregistration/{email}): the link is checked (login?v=1 too
 * short, v=3 empty, v=2 the customer lookup failed or names another e-mail), the session must be a
 * customer signed in by access code (authenticated, no password yet: everyone else goes to /customer),
 * and the form starts from the customer's data and delivery address.
 */
export function useFinishRegistration() {
  const settings = useWizardSettings();
  useQuery('newsletterCategories'); // as useNewRegistration
  const route = useMemo(() => parseRoute(window.location), []);
  const problem = finishLinkProblem(route);
  // once the form has started, the customer's own success (now with a password) keeps the page
  const [started, setStarted] = useState(false);
  const guard = useCustomerGuard((status) => problem !== null || (status.authenticated && (!status.hasPassword || started)));
  const allowed = problem === null && guard.state === 'allowed';
  // asked with the login status, not after it (used once the guard allows)
  const customer = useCustomerQuery(guard.state, 'customerData', undefined, problem === null);
  const addresses = useCustomerQuery(guard.state, 'addresses', undefined, problem === null);
  const linkEmail = route?.page === 'customer' && route.view === 'finishregistration' ? route.email.trim().toLowerCase() : '';
  const lookupFailed =
    allowed && (customer.status === 'error' || (customer.data !== undefined && customer.data.email.trim().toLowerCase() !== linkEmail));
  const notice = problem ?? (lookupFailed ? 2 : null);
  useEffect(() => {
    if (notice !== null) navigation.assign(buildUrl({ page: 'customer', view: 'login', v: notice }));
  }, [notice]);
  const addressesSettled = addresses.status !== 'loading';
  const data = customer.data;
  const addressList = addresses.data;
  const ready = allowed && settings.settled && notice === null && data !== undefined && addressesSettled;
  const initialValues = useMemo(
    () => (ready && data ? finishStartValues(data, deliveryAddress(addressList), settings.b2b) : null),
    [ready, data, addressList, settings.b2b],
  );
  useEffect(() => {
    if (initialValues) setStarted(true);
  }, [initialValues]);
  return { ...settings, initialValues, leaving: notice !== null || guard.state === 'leaving', unknown: problem === null && guard.state === 'unknown' };
}
