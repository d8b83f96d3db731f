import '../../i18n/catalogue/forms';
import { t } from '../../i18n';
import { usePostcodeLookup, type PostcodeLookupStatus } from '../use-postcode-lookup';
import { AddressFields } from './address-fields';

const CEP_NOTE: Partial<Record<PostcodeLookupStatus, 'address.cepSearching' | 'address.cepNotFound'>> = {
  loading: 'address.cepSearching',
  'not-found': 'address.cepNotFound',
};

/**
 * The address book's fields (identification, type, recipient, phone and the address) with the CEP
 * lookup, whose progress and 'not found' are said in a live region under them. Inside a JetForm.
 */
export function AddressBookFields({ noteClassName }: { noteClassName: string }) {
  const { lookup, status } = usePostcodeLookup();
  const note = CEP_NOTE[status];
  return (
    <>
      <AddressFields book onZipCodeComplete={(masked) => void lookup(masked)} />
      <p className={noteClassName} role="status">
        {note ? t(note) : ''}
      </p>
    </>
  );
}
