import { useEffect, useState } from 'react';
import { useAccountViewer } from '../../src/customer/account/viewer';

/**
 * Which home to show, from the login status alone (no account code): `visitor` (the registration wizard),
 * `loading`, or `account` (./account-home.tsx, loaded only then: a visitor never downloads the tiles,
 * the policy gate or the logout).
 */
export type HomeEntry = 'loading' | 'visitor' | 'account';

export function useHomeEntry(): HomeEntry {
  const { viewer, unknown } = useAccountViewer();
  // Once the visitor's wizard showed, it stays until the page changes: a registration here (or a sign-in
  // from the header) goes to /customer itself, and the wizard's success message must stay until then
  // (customer-area §4: 3001 ms) rather than the tiles replacing it the moment the status changes.
  const [registering, setRegistering] = useState(false);
  useEffect(() => {
    if (viewer === 'visitor' && !unknown) setRegistering(true);
  }, [viewer, unknown]);
  // a failed read is the account home's 'unknown' state (an alert with a retry), never the wizard
  if (unknown) return 'account';
  if (viewer === 'visitor' || (registering && viewer !== 'loading')) return 'visitor';
  return viewer === 'loading' ? 'loading' : 'account';
}
