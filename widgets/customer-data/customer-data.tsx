import '../../src/i18n/catalogue/forms';
import '../../src/i18n/catalogue/customer-registration';
import { useRef, type KeyboardEvent } from 'react';
import { AddressFields } from '../../src/forms/fields/address-fields';
import { postcodeNote } from '../../src/forms/fields/postcode-note';
import { CheckboxField } from '../../src/forms/fields/checkbox-field';
import { JetForm } from '../../src/forms/fields/jet-form';
import { MaskedField } from '../../src/forms/fields/masked-field';
import { SubmitButton } from '../../src/forms/fields/submit-button';
import { TextField } from '../../src/forms/fields/text-field';
import { schemaModule } from '../../src/forms/schema-source';
import type { AddressValues } from '../../src/forms/values/address';
import { birthDateMask, cnpjMask, cpfMask, phoneMask } from '../../src/format/masks';
import { t } from '../../src/i18n';
import { COMPANY_NAME_MAX_LENGTH, NAME_MAX_LENGTH } from '../../src/validation/name-limits';
import { AlertSlot } from '../../src/ui/alert';
import { useCustomerData, type CustomerDataModel, type DataTab, type PersonalValues } from './use-customer-data';
import { GuardUnknown } from '../../src/customer/guard-unknown';
import { LoadError } from '../../src/ui/load-error';

/** The form's schema module (with yup), loaded with the form's first need (src/forms/fields/jet-form.tsx). */
const addressSchemas = schemaModule(() => import('../../src/forms/schemas/address'));

/** The forms' schemas (with yup), loaded with a form's first need: the registration's tab 1, the address book's. */
const registrationSchemas = schemaModule(() => import('../../src/customer/registration/registration-schemas'));
const personalSchema = {
  fisica: registrationSchemas.schema((m) => m.stepSchema(0, 'fisica', 'register', {})),
  juridica: registrationSchemas.schema((m) => m.stepSchema(0, 'juridica', 'register', {})),
};
const addressSchema = addressSchemas.schema((m) => m.addressSchema);

const TABS: DataTab[] = ['personal', 'address'];
const TAB_LABEL = { personal: 'personalData.tabPersonal', address: 'field.streetAddress' } as const;
const tabId = (tab: DataTab) => `jet-customer-data-tab-${tab}`;
const panelId = (tab: DataTab) => `jet-customer-data-panel-${tab}`;

function Tabs({ model }: { model: CustomerDataModel }) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  // arrow keys, Home and End move between the tabs (WAI-ARIA tabs, automatic activation)
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.indexOf(model.tab);
    const next =
      event.key === 'ArrowRight' ? (index + 1) % TABS.length : event.key === 'ArrowLeft' ? (index + TABS.length - 1) % TABS.length : event.key === 'Home' ? 0 : event.key === 'End' ? TABS.length - 1 : -1;
    if (next < 0) return;
    event.preventDefault();
    const tab = TABS[next]!;
    model.selectTab(tab);
    refs.current[tab]?.focus();
  };
  return (
    <div className="jet-customer-data__tabs" role="tablist" aria-label={t('personalData.tabs')} onKeyDown={onKeyDown}>
      {TABS.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            refs.current[tab] = element;
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-controls={panelId(tab)}
          aria-selected={model.tab === tab}
          tabIndex={model.tab === tab ? 0 : -1}
          className="jet-customer-data__tab"
          onClick={() => model.selectTab(tab)}
        >
          {t(TAB_LABEL[tab])}
        </button>
      ))}
    </div>
  );
}

function Actions({ model, label, loading }: { model: CustomerDataModel; label: string; loading: string }) {
  return (
    <div className="jet-customer-data__actions">
      <button type="button" className="jet-button jet-button--secondary" onClick={model.cancel}>
        {t('personalData.cancel')}
      </button>
      <SubmitButton disableWhileInvalid={false} loadingLabel={loading}>
        {label}
      </SubmitButton>
    </div>
  );
}

function PersonalForm({ model, values }: { model: CustomerDataModel; values: PersonalValues }) {
  const fisica = values.profile === 'fisica';
  return (
    <JetForm<PersonalValues>
      schema={personalSchema[values.profile]}
      initialValues={values}
      onSubmit={model.savePersonal}
      validateOnMount={false}
      aria-label={t('personalData.tabPersonal')}
      className="jet-customer-data__form"
    >
      <p className="jet-customer-data__profile">{t('personalData.profile', { profile: t(fisica ? 'field.profileFisica' : 'field.profileJuridica') })}</p>
      <TextField name="email" type="email" label={t('field.email')} readOnly autoComplete="email" />
      <TextField
        name="name"
        label={t(fisica ? 'field.fullName' : 'field.companyName')}
        autoComplete={fisica ? 'name' : 'organization'}
        // never cut: past 50 (a person) or 150 (a company) the text stays and its message shows
        limit={fisica ? NAME_MAX_LENGTH : COMPANY_NAME_MAX_LENGTH}
      />
      {fisica ? null : <TextField name="fantasyName" label={t('field.fantasyName')} />}
      <MaskedField name="cpfCnpj" label={t(fisica ? 'field.cpf' : 'field.cnpj')} mask={fisica ? cpfMask : cnpjMask} inputMode={fisica ? 'numeric' : 'text'} />
      {fisica ? (
        <MaskedField name="dateBirth" label={t('field.birthDate')} mask={birthDateMask} placeholder="dd/mm/aaaa" autoComplete="bday" />
      ) : (
        <TextField name="contact" label={t('field.contact')} limit={NAME_MAX_LENGTH} />
      )}
      <MaskedField name="phone1" label={t('field.phone')} mask={phoneMask} type="tel" autoComplete="tel-national" blockPaste />
      <MaskedField name="phone2" label={t('field.phone2')} mask={phoneMask} type="tel" blockPaste />
      {model.categories.length ? (
        <fieldset className="jet-customer-data__newsletter" aria-describedby="jet-customer-data-newsletter-hint">
          <legend>{t('registration.newsletterLegend')}</legend>
          <p className="jet-field__hint" id="jet-customer-data-newsletter-hint">
            {t('field.newsletterCategories')}
          </p>
          {model.categories.map((category) => (
            <CheckboxField key={category.idEmailInfoCategory} name="emailInfoCategory" value={String(category.idEmailInfoCategory)} label={category.name} />
          ))}
        </fieldset>
      ) : null}
      <Actions model={model} label={t('personalData.save')} loading={t('personalData.saving')} />
    </JetForm>
  );
}

function AddressForm({ model, values }: { model: CustomerDataModel; values: AddressValues }) {
  const status = model.postcode;
  const text = postcodeNote(status, true);
  return (
    <JetForm<AddressValues>
      schema={addressSchema}
      initialValues={values}
      onSubmit={(submitted) => model.saveAddress(submitted)}
      validateOnMount={false}
      aria-label={t('field.streetAddress')}
      className="jet-customer-data__form"
    >
      {(form) => (
        <>
          {model.idAddress === undefined ? <p className="jet-customer-data__note">{t('personalData.noAddress')}</p> : null}
          <div className="jet-customer-data__fields" aria-busy={status === 'loading' ? true : undefined}>
            <AddressFields
              book
              onZipCodeComplete={(zip) =>
                model.lookupPostcode(zip, (fields) => {
                  for (const [name, value] of Object.entries(fields)) void form.setFieldValue(name, value, false);
                  void form.validateForm({ ...form.values, zipCode: zip, ...fields });
                })
              }
            />
          </div>
          <p className="jet-customer-data__postcode" role="status" data-state={status}>
            {text}
          </p>
          <Actions model={model} label={t('personalData.save')} loading={t('personalData.saving')} />
        </>
      )}
    </JetForm>
  );
}

/** The personal-data page as a plain function of its model: heading, message, the two tabs. */
function CustomerDataView(model: CustomerDataModel) {
  if (model.state === 'unknown') return <GuardUnknown className="jet-customer-data" />;
  const ready = model.state === 'ready' && model.personal && model.address;
  return (
    <section className="jet-customer-data" data-state={model.state} aria-busy={ready || model.state === 'error' ? undefined : true}>
      <h1 className="jet-customer-data__title">{t('personalData.title')}</h1>
      {model.state === 'error' ? (
        <LoadError
          stacked
          className="jet-customer-data__error"
          buttonClassName="jet-button jet-button--secondary"
          message={t('personalData.loadFailed')}
          retryLabel={t('personalData.retry')}
          onRetry={model.retry}
        />
      ) : ready ? (
        <>
          <Tabs model={model} />
          {TABS.map((tab) => (
            <div key={tab} role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} hidden={model.tab !== tab} className="jet-customer-data__panel">
              {tab === 'personal' ? <PersonalForm model={model} values={model.personal!} /> : <AddressForm model={model} values={model.address!} />}
            </div>
          ))}
          {/* under the buttons, where the shopper is when SALVAR answers (and nothing above moves) */}
          <div className="jet-customer-data__message">
            <AlertSlot {...model.alert} />
          </div>
        </>
      ) : (
        <p className="jet-customer-data__loading" role="status">
          {t('registration.loading')}
        </p>
      )}
    </section>
  );
}

/** /customer/edit: the customer's personal data and delivery address. */
export function CustomerData() {
  return <CustomerDataView {...useCustomerData()} />;
}
