import { useCallback } from 'react';
import { usePostcodeLookup as useLookup, type PostcodeFields } from '../customer/use-postcode-lookup';
import { useFormState } from './form-state';

const FILLED = ['streetAddress', 'neighbourhood', 'city', 'state'] as const satisfies readonly (keyof PostcodeFields)[];

/**
 * The CEP lookup (src/customer/use-postcode-lookup) bound to a JetForm with the AddressFields names:
 * pass `lookup` to the zip field's `onZipCodeComplete`/`onComplete`. `prefix` reaches nested fields
 * ('billing.' → 'billing.streetAddress'). The form's initial CEP (an address being edited) is not asked.
 */
export function usePostcodeLookup(prefix = '') {
  const { setFieldValue, initialValues } = useFormState<Record<string, unknown>>();
  const initial = prefix ? undefined : (initialValues as { zipCode?: string }).zipCode;
  const { status, lookup: ask } = useLookup(initial);
  const lookup = useCallback(
    async (masked: string) => {
      await ask(masked, (fields) => {
        for (const name of FILLED) void setFieldValue(`${prefix}${name}`, fields[name], true);
      });
    },
    [ask, prefix, setFieldValue],
  );
  return { lookup, status };
}
