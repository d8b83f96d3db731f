import '../../src/i18n/catalogue/checkout';
import { AddressBookFields } from '../../src/forms/fields/address-book-fields';
import { JetForm } from '../../src/forms/fields/jet-form';
import { SubmitButton } from '../../src/forms/fields/submit-button';
import { schemaModule } from '../../src/forms/schema-source';
import { addressInitialValues, type AddressValues } from '../../src/forms/values/address';
import { t } from '../../src/i18n';

/** The form's schema module (with yup), loaded with the form's first need (src/forms/fields/jet-form.tsx). */
const addressSchemas = schemaModule(() => import('../../src/forms/schemas/address'));

const addressSchema = addressSchemas.schema((m) => m.addressSchema);

interface CheckoutAddressFormProps {
  onSubmit: (values: AddressValues) => Promise<void>;
  /** 'Cancelar' back to the address list; absent when the book is empty. */
  onCancel?: () => void;
  /** The server's text after a failed save (what was typed stays). */
  error: string | null;
}

/** 'Novo endereço' at the checkout: the address book's form (addressSchema); saved, it is chosen. */
function CheckoutAddressForm({ onSubmit, onCancel, error }: CheckoutAddressFormProps) {
  return (
    <JetForm<AddressValues>
      schema={addressSchema}
      initialValues={addressInitialValues}
      onSubmit={onSubmit}
      className="jet-checkout__form"
      aria-label={t('checkout.address.new')}
    >
      <AddressBookFields noteClassName="jet-checkout__cep-note" />
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
