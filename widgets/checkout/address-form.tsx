import '../../src/i18n/catalogue/checkout';
import { AddressFields } from '../../src/forms/fields/address-fields';
import { JetForm } from '../../src/forms/fields/jet-form';
import { SubmitButton } from '../../src/forms/fields/submit-button';
import { addressInitialValues, addressSchema, type AddressValues } from '../../src/forms/schemas/address';
import { usePostcodeLookup, type PostcodeLookupStatus } from '../../src/forms/use-postcode-lookup';
import { t } from '../../src/i18n';

export interface CheckoutAddressFormProps {
  onSubmit: (values: AddressValues) => Promise<void>;
  /** 'Cancelar' back to the address list; absent when the book is empty. */
  onCancel?: () => void;
  /** The server's text after a failed save (what was typed stays). */
  error: string | null;
}

const CEP_NOTE: Partial<Record<PostcodeLookupStatus, 'checkout.address.cepSearching' | 'checkout.address.cepNotFound'>> = {
  loading: 'checkout.address.cepSearching',
  'not-found': 'checkout.address.cepNotFound',
};

/** The address book's fields (the forms kit) with the CEP lookup, its result said in a live region. */
function Fields() {
  const { lookup, status } = usePostcodeLookup();
  const note = CEP_NOTE[status];
  return (
    <>
      <AddressFields book onZipCodeComplete={(masked) => void lookup(masked)} />
      <p className="jet-checkout__cep-note" role="status">
        {note ? t(note) : ''}
      </p>
    </>
  );
}

/** 'Novo endereço' at the checkout: the address book's form (addressSchema); saved, it is chosen. */
export function CheckoutAddressForm({ onSubmit, onCancel, error }: CheckoutAddressFormProps) {
  return (
    <JetForm<AddressValues>
      schema={addressSchema}
      initialValues={addressInitialValues}
      onSubmit={onSubmit}
      preventEnterSubmit
      className="jet-checkout__form"
      aria-label={t('checkout.address.new')}
    >
      <Fields />
      {error && (
        <p className="jet-checkout__error" role="alert">
          {error}
        </p>
      )}
      <div className="jet-checkout__form-actions">
        <SubmitButton disableWhileInvalid={false}>{t('checkout.address.save')}</SubmitButton>
        {onCancel && (
          <button type="button" className="jet-button jet-button--secondary" onClick={onCancel}>
            {t('checkout.address.cancel')}
          </button>
        )}
      </div>
    </JetForm>
  );
}

export default CheckoutAddressForm;
