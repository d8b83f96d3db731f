import '../../i18n/catalogue/forms';
import '../../i18n/catalogue/customer-registration';
import { lazy, Suspense, useEffect, type FocusEvent, type KeyboardEvent } from 'react';
// JetForm first: the wizard is the first of the form chunks' importers Rollup meets, and this order keeps
// the forms kit's chunk as it was when the wizard lived in widgets/ (27 B of gzip on every form page)
import { JetForm } from '../../forms/fields/jet-form';
import { MaskedField } from '../../forms/fields/masked-field';
import { RadioGroupField } from '../../forms/fields/radio-group-field';
import { SubmitButton } from '../../forms/fields/submit-button';
import { TextField } from '../../forms/fields/text-field';
import { birthDateMask, cnpjMask, cpfMask, phoneMask } from '../../format/masks';
import { t } from '../../i18n';
import { COMPANY_NAME_MAX_LENGTH, NAME_MAX_LENGTH } from '../../validation/name-limits';
import { AlertSlot } from '../../ui/alert';
import { LAST_STEP, profileOptions, STEPS, stepLabel, type Profile, type StepIndex, type WizardMode, type WizardValues } from './registration-logic';
import {
  loadSubmitCode,
  useNewRegistration,
  useWizard,
  type WizardForm,
  type WizardModel,
} from './use-registration';

/** The step list: the current step is aria-current="step"; earlier steps and the next one are buttons. */
function StepList({ model, form }: { model: WizardModel; form: WizardForm }) {
  return (
    <nav className="jet-customer-register__steps" aria-label={t('registration.steps')}>
      <ol className="jet-customer-register__step-list">
        {STEPS.map((name, index) => {
          const current = index === model.step;
          const reachable = index <= model.step + 1 && !model.done;
          return (
            <li key={name} className="jet-customer-register__step" data-state={current ? 'current' : index < model.step ? 'done' : 'next'}>
              <button
                type="button"
                className="jet-customer-register__step-button"
                aria-current={current ? 'step' : undefined}
                disabled={!reachable || current || form.isSubmitting}
                onClick={() => void model.goTo(index, form)}
              >
                <span className="jet-customer-register__step-number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="jet-customer-register__step-name">{stepLabel(index as StepIndex)}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function PersonalTab({ model, form }: { model: WizardModel; form: WizardForm }) {
  const fisica = form.values.profile === 'fisica';
  // finish-registration: an invalid tax id is cleared when the field is left (customer-area §5)
  const clearInvalidTaxId = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target as HTMLInputElement;
    if (model.mode !== 'finish' || target.name !== 'cpfCnpj' || !target.value) return;
    const { values } = form;
    Promise.resolve(model.schemaFor(values.profile)()).then(
      (schema) =>
        schema.validateAt('cpfCnpj', values).catch(() => {
          void form.setFieldValue('cpfCnpj', '', true);
          void form.setFieldTouched('cpfCnpj', true, false);
        }),
      () => undefined, // the schema did not load: nothing is cleared
    );
  };
  const options = profileOptions().filter((option) => model.profiles.includes(option.value as Profile));
  return (
    <div className="jet-customer-register__fields" onBlur={clearInvalidTaxId}>
      <RadioGroupField name="profile" label={t('field.profile')} options={options} className="jet-customer-register__profile" />
      <TextField
        name="name"
        label={t(fisica ? 'field.fullName' : 'field.companyName')}
        autoComplete={fisica ? 'name' : 'organization'}
        // never cut: past 50 (a person) or 150 (a company) the text stays and its message shows
        limit={fisica ? NAME_MAX_LENGTH : COMPANY_NAME_MAX_LENGTH}
      />
      {fisica ? null : <TextField name="fantasyName" label={t('field.fantasyName')} />}
      <MaskedField
        key={form.values.profile}
        name="cpfCnpj"
        label={t(fisica ? 'field.cpf' : 'field.cnpj')}
        mask={fisica ? cpfMask : cnpjMask}
        inputMode={fisica ? 'numeric' : 'text'}
        placeholder={fisica ? '000.000.000-00' : '00.000.000/0000-00'}
      />
      {fisica ? (
        <MaskedField name="dateBirth" label={t('field.birthDate')} mask={birthDateMask} placeholder="dd/mm/aaaa" autoComplete="bday" />
      ) : (
        <TextField name="contact" label={t('field.contact')} autoComplete="name" limit={NAME_MAX_LENGTH} />
      )}
      <MaskedField name="phone1" label={t('field.phone')} mask={phoneMask} type="tel" autoComplete="tel-national" blockPaste />
      <MaskedField name="phone2" label={t('field.phone2')} mask={phoneMask} type="tel" blockPaste />
    </div>
  );
}

/**
 * Tabs 2 and 3 (the address with its CEP lookup and state list, the account with the password meter and the
 * check boxes: ~4 kB gzip) are a chunk of their own: fetched on the form's first focus, so they are there when
 * PRÓXIMO is pressed, and never on a page nobody types in.
 */
const loadLaterTabs = () => import('./later-tabs');
const AddressTab = lazy(() => loadLaterTabs().then((m) => ({ default: m.AddressTab })));
const AccountTab = lazy(() => loadLaterTabs().then((m) => ({ default: m.AccountTab })));
const fetchLaterTabs = () => void loadLaterTabs();

function WizardButtons({ model, form }: { model: WizardModel; form: WizardForm }) {
  const busy = form.isSubmitting || model.done;
  return (
    <div className="jet-customer-register__actions">
      {model.step === 0 ? (
        <button type="button" className="jet-button jet-button--secondary" onClick={model.cancel} disabled={busy}>
          {t('registration.cancel')}
        </button>
      ) : (
        <button type="button" className="jet-button jet-button--secondary" onClick={() => void model.goTo(model.step - 1, form)} disabled={busy}>
          {t('registration.previous')}
        </button>
      )}
      {model.step < LAST_STEP ? (
        <button type="button" className="jet-button jet-button--primary" onClick={() => void model.goTo(model.step + 1, form)} disabled={busy}>
          {t('registration.next')}
        </button>
      ) : (
        <SubmitButton disableWhileInvalid={false} disabled={model.done} loadingLabel={t('registration.sending')}>
          {t('registration.submit')}
        </SubmitButton>
      )}
    </div>
  );
}

/**
 * Enter in a field of tabs 1 and 2 is that tab's PRÓXIMO (the same checks, errors and focus). Tab 3 needs
 * nothing: CADASTRAR is the form's submit button, which Enter presses as in any form. Buttons and links
 * keep their own Enter; a composition (IME) is not a submit.
 */
function nextOnEnter(model: WizardModel, form: WizardForm) {
  return (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    if (!form.isSubmitting && !model.done) void model.goTo(model.step + 1, form);
  };
}

/** Keeps the model's profile (which picks the tab's schema) in step with the form's radio, then re-checks. */
function ProfileSync({ model, form }: { model: WizardModel; form: WizardForm }) {
  const chosen = form.values.profile;
  const { setProfile, profile } = model;
  useEffect(() => setProfile(chosen), [chosen, setProfile]);
  const { validateForm, submitCount } = form;
  useEffect(() => {
    if (submitCount > 0 || Object.keys(form.touched).length) void validateForm();
    // only when the profile changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profile]);
  return null;
}

/** The wizard as a plain function of its model: heading, steps, the current tab, the buttons. */
function WizardView(model: WizardModel) {
  return (
    <section className="jet-customer-register" data-step={STEPS[model.step]} data-mode={model.mode} data-state={model.done ? 'done' : 'ready'}>
      <h1 className="jet-customer-register__title" ref={model.headingRef} tabIndex={-1}>
        {model.heading}
      </h1>
      <JetForm<WizardValues>
        schema={model.schemaFor(model.profile)}
        initialValues={model.initialValues}
        onSubmit={(values, helpers) => model.submit(values, helpers)}
        preload={loadSubmitCode}
        validateOnMount={false}
        aria-label={model.heading}
        className="jet-customer-register__form"
      >
        {(form) => {
          const wizardForm = form;
          return (
            <>
              <ProfileSync model={model} form={wizardForm} />
              <StepList model={model} form={wizardForm} />
              <div className="jet-customer-register__panel" onKeyDown={model.step < LAST_STEP ? nextOnEnter(model, wizardForm) : undefined} onFocus={fetchLaterTabs}>
                {model.step === 0 ? <PersonalTab model={model} form={wizardForm} /> : null}
                <Suspense fallback={null}>
                  {model.step === 1 ? <AddressTab model={model} form={wizardForm} /> : null}
                  {model.step === 2 ? <AccountTab model={model} form={wizardForm} /> : null}
                </Suspense>
              </div>
              <WizardButtons model={model} form={wizardForm} />
            </>
          );
        }}
      </JetForm>
      {/* under the buttons, where the shopper is when CADASTRAR answers (and nothing above moves) */}
      <div className="jet-customer-register__message">
        <AlertSlot {...model.alert} />
      </div>
    </section>
  );
}

/** Before the form can start (settings, the customer's data, the session check): the heading and a status. */
export function WizardLoadingView({ mode }: { mode: WizardMode }) {
  return (
    <section className="jet-customer-register" data-mode={mode} data-state="loading" aria-busy="true">
      <h1 className="jet-customer-register__title">{t(mode === 'register' ? 'registration.title' : 'registration.finishTitle')}</h1>
      <p className="jet-customer-register__loading" role="status">
        {t('registration.loading')}
      </p>
    </section>
  );
}

export function Wizard(props: { mode: WizardMode; initialValues: WizardValues; b2b: boolean; accept: WizardModel['accept'] }) {
  return <WizardView {...useWizard(props.mode, props.initialValues, props.b2b, props.accept)} />;
}

/** A new registration (on /customer for a visitor, `<jet-customer-register>`). */
export function NewRegistration() {
  const { initialValues, b2b, accept } = useNewRegistration();
  return initialValues ? <Wizard mode="register" initialValues={initialValues} b2b={b2b} accept={accept} /> : <WizardLoadingView mode="register" />;
}
