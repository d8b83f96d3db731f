import '../../src/i18n/catalogue/customer-account';
import { AddressFields } from '../../src/forms/fields/address-fields';
import { JetForm } from '../../src/forms/fields/jet-form';
import { SubmitButton } from '../../src/forms/fields/submit-button';
import { addressSchema, type AddressValues } from '../../src/forms/schemas/address';
import { usePostcodeLookup, type PostcodeLookupStatus } from '../../src/forms/use-postcode-lookup';
import { t } from '../../src/i18n';

export interface AddressFormProps {
  initialValues: AddressValues;
  /** An address being edited: the form offers 'Cancelar'. */
  editing: boolean;
  onSubmit: (values: AddressValues) => Promise<void>;
  onCancel: () => void;
}

const CEP_NOTE: Partial<Record<PostcodeLookupStatus, 'account.address.cepSearching' | 'account.address.cepNotFound'>> = {
  searching: 'account.address.cepSearching',
  'not-found': 'account.address.cepNotFound',
};

/** The address book's fields with the CEP lookup, and its result said in a live region. */
function AddressBookFields() {
  const { lookup, status } = usePostcodeLookup();
  const note = CEP_NOTE[status];
  return (
    <>
      <AddressFields book onZipCodeComplete={(masked) => void lookup(masked)} />
      <p className="jet-customer-addresses__cep-note" role="status">
        {note ? t(note) : ''}
      </p>
    </>
  );
}

/** The tab 'Novo Endereço': the address book's form (addressSchema), also used for editing. */
export function AddressForm({ initialValues, editing, onSubmit, onCancel }: AddressFormProps) {
  return (
    <JetForm<AddressValues>
      schema={addressSchema}
      initialValues={initialValues}
      onSubmit={onSubmit}
      preventEnterSubmit
      className="jet-customer-addresses__form"
      aria-label={t(editing ? 'account.address.tabEdit' : 'account.address.tabNew')}
    >
      <AddressBookFields />
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
