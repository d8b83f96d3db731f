import { useStore } from '@nanostores/react';
import { useCallback, useState } from 'react';
import { call } from '../../src/api/client';
import { $company } from '../../src/stores/company';
import { $loginStatus } from '../../src/stores/login-status';

/** Where the browser remembers the policy version the shopper acknowledged. */
export const PRIVACY_STORAGE_KEY = 'jet:privacy-policy';

function acknowledgedVersion(): string | null {
  try {
    return localStorage.getItem(PRIVACY_STORAGE_KEY);
  } catch {
    return null;
  }
}

function remember(version: string): void {
  try {
    localStorage.setItem(PRIVACY_STORAGE_KEY, version);
  } catch {
    // storage refused (privacy mode): hidden for this page only
  }
}

/**
 * The privacy banner's logic (customer-area §2, §4 "The banner is shown until accepted"): shown while
 * the policy is active and this browser has not acknowledged its current version; 'Entendi' remembers
 * the version in localStorage (a new version shows the banner again) and, for a signed-in shopper, also
 * records it on the server (`policyPrivacy` {type: 'create'}; a failure there is not shown: the banner's
 * acknowledgement does not depend on it).
 */
export function usePrivacyBanner() {
  const company = useStore($company).data;
  const login = useStore($loginStatus).data?.data;
  const policy = company?.privacyPolicy;
  const [hiddenVersion, setHiddenVersion] = useState<string | null>(acknowledgedVersion);
  const version = policy?.policyPrivacyVersion ?? '';
  const visible = Boolean(policy?.statusPolicyPrivacy) && hiddenVersion !== version;
  const authenticated = Boolean(login?.authenticated);

  const accept = useCallback(() => {
    remember(version);
    setHiddenVersion(version);
    if (authenticated) call('policyPrivacy', { json: { type: 'create' } }).catch(() => undefined);
  }, [version, authenticated]);

  return { visible, text: policy?.alertText ?? '', accept };
}

export type PrivacyBannerModel = ReturnType<typeof usePrivacyBanner>;
