import '../../i18n/catalogue/forms';
import { t } from '../../i18n';
import { cepMask, phoneMask } from '../../format/masks';
import { ADDRESS_LIMITS } from '../values/address';
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
      {/* limits, not maxLength: nothing typed or pasted is cut, the field's message shows past them */}
      <TextField name="streetAddress" label={t('field.streetAddress')} autoComplete="address-line1" limit={ADDRESS_LIMITS.streetAddress} disabled={disabled} />
      <TextField name="number" label={t('field.number')} inputMode="numeric" limit={ADDRESS_LIMITS.number} disabled={disabled} />
      <TextField name="complement" label={t('field.complement')} autoComplete="address-line2" limit={ADDRESS_LIMITS.complement} disabled={disabled} />
      <TextField name="neighbourhood" label={t('field.neighbourhood')} limit={ADDRESS_LIMITS.neighbourhood} disabled={disabled} />
      <TextField name="city" label={t('field.city')} autoComplete="address-level2" limit={ADDRESS_LIMITS.city} disabled={disabled} />
      <SelectField name="state" label={t('field.state')} options={stateOptions} autoComplete="address-level1" disabled={disabled} />
    </>
  );
}
