/** The wizard's tabs 2 and 3 (address, account), loaded on the form's first focus (wizard.tsx). */
import { AddressFields } from '../../forms/fields/address-fields';
import { CheckboxField } from '../../forms/fields/checkbox-field';
import { NewPasswordField } from '../../forms/fields/new-password-field';
import { postcodeNote } from '../../forms/fields/postcode-note';
import { TextField } from '../../forms/fields/text-field';
import { t } from '../../i18n';
import { buildUrl } from '../../routes';
import type { WizardForm, WizardModel } from './use-registration';

export function AddressTab({ model, form }: { model: WizardModel; form: WizardForm }) {
  const status = model.postcode;
  const text = postcodeNote(status, true);
  return (
    <div className="jet-customer-register__fields" aria-busy={status === 'loading' ? true : undefined} data-postcode={status}>
      <AddressFields onZipCodeComplete={(zip) => model.lookupPostcode(zip, form)} />
      <p className="jet-customer-register__postcode" role="status" data-state={status}>
        {text}
      </p>
    </div>
  );
}

export function AccountTab({ model, form }: { model: WizardModel; form: WizardForm }) {
  const { accept, categories } = model;
  const { name, email } = form.values;
  return (
    <div className="jet-customer-register__fields">
      <TextField
        name="email"
        type="email"
        label={t('field.email')}
        autoComplete="email"
        readOnly={model.emailLocked}
        hint={model.emailLocked ? t('registration.emailLocked') : undefined}
      />
      <NewPasswordField name="password" label={t('field.password')} userInputs={[name, email]} />
      {categories.length ? (
        <fieldset className="jet-customer-register__newsletter" aria-describedby="jet-customer-register-newsletter-hint">
          <legend>{t('registration.newsletterLegend')}</legend>
          <p className="jet-field__hint" id="jet-customer-register-newsletter-hint">
            {t('field.newsletterCategories')}
          </p>
          {categories.map((category) => (
            <CheckboxField
              key={category.idEmailInfoCategory}
              name="emailInfoCategory"
              value={String(category.idEmailInfoCategory)}
              label={category.name}
            />
          ))}
        </fieldset>
      ) : null}
      {accept.requireTerms ? (
        <div className="jet-customer-register__terms">
          {accept.termsText ? <p className="jet-customer-register__terms-text">{accept.termsText}</p> : null}
          <CheckboxField name="termAccepted" label={t('field.terms')} />
        </div>
      ) : null}
      {accept.requirePrivacy ? (
        <CheckboxField
          name="privacyAccepted"
          label={
            <>
              {t('registration.privacy', { link: '' }).trim()}{' '}
              <a href={buildUrl({ page: 'privacyPolicy' })} target="_blank" rel="noopener">
                {t('registration.privacyLink')}
              </a>
            </>
          }
        />
      ) : null}
    </div>
  );
}
