import { useStore } from '@nanostores/react';
import { useCallback, useEffect } from 'react';
import { buildUrl } from '../../src/routes';
import { navigation } from '../../src/routes/navigation';
import { $company } from '../../src/stores/company';
import { usePurifierReady } from '../../src/ui/safe-html';

type PrivacyPolicyState = 'loading' | 'ready' | 'error';

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The policy as the page reads it from the company settings, or null when the answer has another shape. */
function policyOf(company: unknown): { active: boolean; html: string; modifiedDate: string | null } | null {
  const policy = isObject(company) ? company.privacyPolicy : undefined;
  if (!isObject(policy) || typeof policy.statusPolicyPrivacy !== 'boolean') return null;
  return {
    active: policy.statusPolicyPrivacy,
    html: typeof policy.policyPrivacy === 'string' ? policy.policyPrivacy : '',
    modifiedDate: typeof policy.modifiedDate === 'string' ? policy.modifiedDate : null,
  };
}

/**
 * The privacy-policy page (catalogue-and-discovery §2 "Privacy-policy text page; when the policy page is
 * disabled the shopper is sent to /"): the store's policy text from the company settings (read once per
 * page, shared with every widget). A disabled policy sends the shopper to `homeUrl`.
 */
export function usePrivacyPolicy(homeUrl: string = buildUrl({ page: 'home' })) {
  const company = useStore($company);
  const policy = company.data === undefined ? null : policyOf(company.data);
  const disabled = policy?.active === false;

  useEffect(() => {
    if (disabled) navigation.assign(homeUrl);
  }, [disabled, homeUrl]);

  // The sanitiser loads beside the settings; the page stays in its skeleton until both are there, so the
  // text and the 'Atualizada em' line under it show in the same frame (the line never shows first, alone).
  const purifierReady = usePurifierReady();
  const state: PrivacyPolicyState = disabled ? 'loading' : policy ? (purifierReady ? 'ready' : 'loading') : company.status === 'loading' ? 'loading' : 'error';
  const retry = useCallback(() => void $company.refresh(), []);
  return { state, html: state === 'ready' ? policy!.html : '', modifiedDate: state === 'ready' ? policy!.modifiedDate : null, retry };
}

export type PrivacyPolicyModel = ReturnType<typeof usePrivacyPolicy>;
