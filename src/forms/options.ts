import '../i18n/catalogue/forms';
import { t } from '../i18n';
import { BRAZILIAN_STATES } from '../validation/states';
import { ADDRESS_TYPE } from './values/address';
import type { SelectOption } from './fields/select-field';

/** The 27 states for a SelectField: value the code, label the name. */
export const stateOptions: readonly SelectOption[] = BRAZILIAN_STATES.map((state) => ({
  value: state.code,
  label: state.name,
}));

/** The address book's type select (labels read from the catalogue when called). */
export function addressTypeOptions(): SelectOption[] {
  return [
    { value: ADDRESS_TYPE.residential, label: t('field.addressTypeResidential') },
    { value: ADDRESS_TYPE.commercial, label: t('field.addressTypeCommercial') },
  ];
}
