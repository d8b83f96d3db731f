import { useCallback, useEffect, useRef, useState } from 'react';
import type { PostcodeAddress } from '../api/operations';
import { call } from '../api/client';
import { toApiError } from '../api/errors';

/** The CEP lookup's state: 'loading' while asked, then found, not found, or failed (network, server). */
export type PostcodeLookupStatus = 'idle' | 'loading' | 'found' | 'not-found' | 'failed';

/** The four fields a lookup writes. */
export type PostcodeFields = Pick<PostcodeAddress, 'streetAddress' | 'neighbourhood' | 'city' | 'state'>;

/** The fields written for an answer: the address found, or all four empty when the CEP is unknown. */
export const fieldsForLookup = (found: PostcodeAddress | null): PostcodeFields => ({
  streetAddress: found?.streetAddress ?? '',
  neighbourhood: found?.neighbourhood ?? '',
  city: found?.city ?? '',
  state: found?.state ?? '',
});

/**
 * The CEP lookup of an address form (customer-area §5: 'A lookup fills street, neighbourhood, city and
 * state, and clears them when not found'): `lookup(cep, write)` asks `postcodeAddress` with the CEP's
 * digits and calls `write` with the four fields found, or emptied when the CEP is unknown. A failed
 * lookup writes nothing: the fields stay as they are, editable. A newer lookup aborts the older one. The
 * CEP answered last is not asked again (a mask filled again must not overwrite what the shopper corrected),
 * nor is `initialCep` (the CEP of an address being edited). Formik forms use src/forms/use-postcode-lookup.
 */
export function usePostcodeLookup(initialCep?: string) {
  const [status, setStatus] = useState<PostcodeLookupStatus>('idle');
  const controller = useRef<AbortController | null>(null);
  const answered = useRef<string | null>(initialCep ? initialCep.replace(/\D/g, '') || null : null);
  useEffect(() => () => controller.current?.abort(), []);

  const lookup = useCallback(async (cep: string, write: (fields: PostcodeFields) => void): Promise<PostcodeLookupStatus> => {
    const digits = cep.replace(/\D/g, '');
    if (digits.length !== 8 || digits === answered.current) return 'idle';
    controller.current?.abort();
    const current = (controller.current = new AbortController());
    setStatus('loading');
    try {
      const found = await call('postcodeAddress', { params: { cep: digits }, signal: current.signal });
      if (current.signal.aborted) return 'idle';
      write(fieldsForLookup(found));
      answered.current = digits;
      const next = found ? 'found' : 'not-found';
      setStatus(next);
      return next;
    } catch (error) {
      const failure = toApiError(error);
      if (current.signal.aborted || failure.code === 'ABORTED') return 'idle';
      // a store that answers an unknown CEP with 404 rather than null
      if (failure.status === 404) {
        write(fieldsForLookup(null));
        answered.current = digits;
        setStatus('not-found');
        return 'not-found';
      }
      setStatus('failed');
      return 'failed';
    }
  }, []);

  return { status, lookup };
}
