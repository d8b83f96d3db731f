import '../../i18n/catalogue/forms';
import { usePostcodeLookup } from '../use-postcode-lookup';
import { AddressFields } from './address-fields';
import { postcodeNote } from './postcode-note';

/**
 * The address book's fields (identification, type, recipient, phone and the address) with the CEP
 * lookup, whose progress and 'not found' are said in a live region under them. Inside a JetForm.
 */
export function AddressBookFields({ noteClassName }: { noteClassName: string }) {
  const { lookup, status } = usePostcodeLookup();
  return (
    <>
      <AddressFields book onZipCodeComplete={(masked) => void lookup(masked)} />
      <p className={noteClassName} role="status">
        {postcodeNote(status)}
      </p>
    </>
  );
}
