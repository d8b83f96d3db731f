import { useFormikContext } from 'formik';
import { useCallback, useRef, useState } from 'react';
import { call } from '../api/client';
import { ApiError } from '../api/errors';
import type { PostcodeAddress } from '../api/operations';
import { postcodeDigits } from '../stores/postcode';

/** 'searching' while asking; 'found' filled the fields; 'not-found' cleared them; 'failed' kept them (network). */
export type PostcodeLookupStatus = 'idle' | 'searching' | 'found' | 'not-found' | 'failed';

const FILLED = ['streetAddress', 'neighbourhood', 'city', 'state'] as const satisfies readonly (keyof PostcodeAddress)[];

/**
 * The CEP lookup of an address form (customer-area §5 CEP: "A lookup fills street, neighbourhood, city
 * and state, and clears them when not found"), for a Formik form with the AddressFields names. Pass
 * `lookup` to the zip field's `onZipCodeComplete`/`onComplete`. `prefix` reaches nested fields
 * ('billing.' → 'billing.streetAddress'). A CEP equal to the last one looked up (or to the form's
 * initial one: an address being edited) is not asked again, so a re-filled mask does not overwrite what
 * the customer corrected. A network failure keeps what was typed. The answer of an older CEP is dropped.
 */
export function usePostcodeLookup(prefix = '') {
  const { setFieldValue, initialValues } = useFormikContext<Record<string, unknown>>();
  const initial = prefix ? undefined : (initialValues as { zipCode?: string }).zipCode;
  const last = useRef<string | null>(postcodeDigits(initial));
  const [status, setStatus] = useState<PostcodeLookupStatus>('idle');

  const lookup = useCallback(
    async (masked: string) => {
      const cep = postcodeDigits(masked);
      if (!cep || cep === last.current) return;
      last.current = cep;
      setStatus('searching');
      try {
        const found = await call('postcodeAddress', { params: { cep } });
        if (last.current !== cep) return;
        for (const name of FILLED) void setFieldValue(`${prefix}${name}`, found?.[name] ?? '', true);
        setStatus(found ? 'found' : 'not-found');
      } catch (error) {
        if (last.current !== cep) return;
        // a store that answers an unknown CEP with 404 rather than null: not found
        if (error instanceof ApiError && error.status === 404) {
          for (const name of FILLED) void setFieldValue(`${prefix}${name}`, '', true);
          setStatus('not-found');
          return;
        }
        // asked again when the CEP is completed again
        last.current = null;
        setStatus('failed');
      }
    },
    [prefix, setFieldValue],
  );

  return { lookup, status };
}
