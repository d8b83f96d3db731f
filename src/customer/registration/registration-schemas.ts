/**
 * The registration wizard's schemas (with yup): loaded with the wizard's first need, not with the page
 * (use-registration.ts, registrationSchemas). The rules of the wizard without them are in
 * registration-logic.ts.
 */
import '../../i18n/catalogue/customer-registration';
import type { AnyObjectSchema } from 'yup';
import { requiredText } from '../../forms/schemas/fields';
import { registrationAddressSchema } from '../../forms/schemas/address';
import { accountSchema, personalFisicaSchema, personalJuridicaSchema } from '../../forms/schemas/registration';
import type { AcceptOptions, Profile } from '../../forms/values/registration';
import { t } from '../../i18n';
import { isValidCpfOrCnpj } from '../../validation';
import { isDocumentOf, type StepIndex, type WizardMode } from './registration-logic';

/**
 * The schema of one tab. On the finish-registration form the tax id reads 'Informe um CPF ou CNPJ
 * Válido' (customer-area §5), and an empty one (cleared because it was invalid) says the same.
 */
export function stepSchema(step: StepIndex, profile: Profile, mode: WizardMode, accept: AcceptOptions): AnyObjectSchema {
  if (step === 1) return registrationAddressSchema;
  if (step === 2) return accountSchema(accept);
  if (mode === 'register') return profile === 'fisica' ? personalFisicaSchema : personalJuridicaSchema;
  return profile === 'fisica'
    ? personalFisicaSchema.shape({ cpfCnpj: finishTaxIdField(profile) })
    : personalJuridicaSchema.shape({ cpfCnpj: finishTaxIdField(profile) });
}

/** The tax id of the finish-registration form: the profile's document, with the form's one message. */
function finishTaxIdField(profile: Profile) {
  return requiredText('customer.cpfCnpjInvalid').test(
    'cpf-cnpj',
    () => t('customer.cpfCnpjInvalid'),
    (v) => !v || (isValidCpfOrCnpj(v) && isDocumentOf(profile, v)),
  );
}

/** The three tabs' schemas of a profile, in order. */
export const wizardSchemas = (profile: Profile, mode: WizardMode, accept: AcceptOptions): AnyObjectSchema[] =>
  ([0, 1, 2] as const).map((step) => stepSchema(step, profile, mode, accept));
