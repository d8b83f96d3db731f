import { t } from '../../i18n';
import type { PostcodeLookupStatus } from '../../customer/use-postcode-lookup';

const CEP_NOTE: Partial<Record<PostcodeLookupStatus, 'address.cepSearching' | 'address.cepNotFound'>> = {
  loading: 'address.cepSearching',
  'not-found': 'address.cepNotFound',
};

/**
 * What the live region under an address's fields says of its CEP lookup: searching, not found, and with
 * `failure` (the registration and personal data forms, whose catalogue has it) the lookup's failure.
 */
export function postcodeNote(status: PostcodeLookupStatus, failure = false): string {
  if (failure && status === 'failed') return t('registration.cepFailed');
  const note = CEP_NOTE[status];
  return note ? t(note) : '';
}
