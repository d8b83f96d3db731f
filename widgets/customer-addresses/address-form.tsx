import '../../src/i18n/catalogue/customer-account';
import { AddressBookFields } from '../../src/forms/fields/address-book-fields';
import { JetForm } from '../../src/forms/fields/jet-form';
import { SubmitButton } from '../../src/forms/fields/submit-button';
import type { Address } from '../../src/api/operations';
import { schemaModule } from '../../src/forms/schema-source';
import { addressInitialValues, type AddressValues } from '../../src/forms/values/address';
import { t } from '../../src/i18n';

/** The form's schema module (with yup), loaded with the form's first need (src/forms/fields/jet-form.tsx). */
const addressSchemas = schemaModule(() => import('../../src/forms/schemas/address'));

const addressSchema = addressSchemas.schema((m) => m.addressSchema);

/** An address as the form edits it ('1'/'0' type, texts). */
function toFormValues(address: Address): AddressValues {
  return {
    identification: address.identification,
    addressType: String(address.addressType),
    receiver: address.receiver,
    phoneContact: address.phoneContact,
    zipCode: address.zipCode,
    streetAddress: address.streetAddress,
    number: address.number,
    complement: address.complement ?? '',
    neighbourhood: address.neighbourhood,
    city: address.city,
    state: address.state,
  };
}

interface AddressFormProps {
  /** The address being edited (the form offers 'Cancelar'), or null for a new one. */
  address: Address | null;
  onSubmit: (values: AddressValues) => Promise<void>;
  onCancel: () => void;
}

/** The tab 'Novo Endereço': the address book's form (addressSchema), also used for editing. */
function AddressForm({ address, onSubmit, onCancel }: AddressFormProps) {
  const editing = address !== null;
  return (
    <JetForm<AddressValues>
      schema={addressSchema}
      initialValues={address ? toFormValues(address) : addressInitialValues}
      onSubmit={onSubmit}
      className="jet-customer-addresses__form"
      aria-label={t(editing ? 'account.address.tabEdit' : 'account.address.tabNew')}
    >
      <AddressBookFields noteClassName="jet-customer-addresses__cep-note" />
      <div className="jet-customer-addresses__form-actions">
        <SubmitButton disableWhileInvalid={false}>{t('account.address.save')}</SubmitButton>
        {editing && (
          <button type="button" className="jet-button jet-button--secondary" onClick={onCancel}>
            {t('account.address.cancelEdit')}
          </button>
        )}
      </div>
    </JetForm>
  );
}

export default AddressForm;
