import '../../i18n/catalogue/forms';
import { t } from '../../i18n';
import { addressNumberMask, cepMask, phoneMask } from '../../format/masks';
import { addressTypeOptions, stateOptions } from '../options';
import { MaskedField } from './masked-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';

export interface AddressFieldsProps {
  /** The address book's extra fields: label, type, recipient and phone. */
  book?: boolean;
  /** Called with the masked CEP once it is complete, to look the address up. */
  onZipCodeComplete?: (zipCode: string) => void;
  disabled?: boolean;
}

/**
 * The address fields with their labels, for addressSchema (book) or registrationAddressSchema.
 * Field names match AddressValues.
 */
export function AddressFields({ book, onZipCodeComplete, disabled }: AddressFieldsProps) {
  return (
    <>
      {book ? (
        <>
          <TextField name="identification" label={t('field.addressIdentification')} disabled={disabled} />
          <SelectField name="addressType" label={t('field.addressType')} options={addressTypeOptions()} disabled={disabled} />
          <TextField name="receiver" label={t('field.receiver')} autoComplete="name" disabled={disabled} />
          <MaskedField
            name="phoneContact"
            label={t('field.phoneContact')}
            mask={phoneMask}
            type="tel"
            autoComplete="tel-national"
            blockPaste
            disabled={disabled}
          />
        </>
      ) : null}
      <MaskedField
        name="zipCode"
        label={t('field.postcode')}
        mask={cepMask}
        autoComplete="postal-code"
        onComplete={onZipCodeComplete}
        disabled={disabled}
      />
      <TextField name="streetAddress" label={t('field.streetAddress')} autoComplete="address-line1" maxLength={50} disabled={disabled} />
      <MaskedField name="number" label={t('field.number')} mask={addressNumberMask} disabled={disabled} />
      <TextField name="complement" label={t('field.complement')} autoComplete="address-line2" maxLength={20} disabled={disabled} />
      <TextField name="neighbourhood" label={t('field.neighbourhood')} maxLength={30} disabled={disabled} />
      <TextField name="city" label={t('field.city')} autoComplete="address-level2" maxLength={30} disabled={disabled} />
      <SelectField name="state" label={t('field.state')} options={stateOptions} autoComplete="address-level1" disabled={disabled} />
    </>
  );
}
