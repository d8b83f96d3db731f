import { vi } from 'vitest';
import { IDENTIFIER_KEY, SOCIAL_SIGNUP_KEY } from '../../../src/customer/identifier-storage';
import { navigation } from '../../../src/routes/navigation';

/** Spies on the customer area's page changes (happy-dom does not navigate). */
export function spyNavigation() {
  return vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
}

/** The page's address, as the shopper would have it. */
export function visit(path: string): void {
  window.history.replaceState(null, '', path);
}

export function resetPage(): void {
  window.history.replaceState(null, '', '/');
  sessionStorage.removeItem(IDENTIFIER_KEY);
  sessionStorage.removeItem(SOCIAL_SIGNUP_KEY);
  vi.restoreAllMocks();
}

/** A fetch that fails as an offline browser's does. */
export const offline = (): never => {
  throw new TypeError('Failed to fetch');
};
