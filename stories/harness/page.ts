/**
 * The page every story starts on (the preview's and the story test's `beforeEach`), in place of the
 * copies each story file kept: empty shared stores and session data, so each story asks its own
 * mocked API; and page changes kept on the page and recorded in `navigations` (a redirect would leave
 * Storybook's frame, and happy-dom does not navigate). `at(path)` puts a story at a store address.
 */
import { fn } from 'storybook/test';
import { resetConfig } from '../../src/api/config';
import { clearCustomerSessionData } from '../../src/customer/identifier-storage';
import { navigation } from '../../src/routes/navigation';
import { resetCart } from '../../src/stores/cart';
import { $listingFilter, LISTING_FILTER_KEY } from '../../src/stores/listing-filter';
import { resetPageStores } from '../../src/stores/page';
import { resetPostcode } from '../../src/stores/postcode';
import { resetQueries } from '../../src/stores/query';

/** The addresses the current story's widgets went to, in order (for a play function to check). */
export const navigations: string[] = [];

function resetPage(): void {
  resetQueries();
  resetPageStores();
  resetCart();
  resetPostcode();
  resetConfig();
  clearCustomerSessionData();
  sessionStorage.removeItem(LISTING_FILTER_KEY);
  $listingFilter.set(null);
}

/** Every story's `beforeEach` (.storybook/preview.tsx, test/stories): a fresh page that stays put. */
export function startPage(): () => void {
  resetPage();
  navigations.length = 0;
  const { assign } = navigation;
  navigation.assign = fn((url: string) => void navigations.push(url)).mockName('navigation.assign');
  return () => {
    navigation.assign = assign;
    resetPage();
  };
}

/**
 * A story's `beforeEach`: the page is at `path` (`/casa/sala/c`, `/customer/login?v=1`), as widgets that
 * read the address see it; `prepare` then sets what the shopper's earlier pages left (session data).
 * Storybook's own query parameters are kept beside the path's, so the frame still knows its story.
 */
export function at(path: string, prepare?: () => void): () => () => void {
  return () => {
    const before = window.location.pathname + window.location.search;
    const [pathname = '/', query = ''] = path.split('?');
    const params = new URLSearchParams(window.location.search);
    new URLSearchParams(query).forEach((value, name) => params.set(name, value));
    window.history.replaceState(window.history.state, '', `${pathname}${params.size ? `?${params}` : ''}`);
    prepare?.();
    return () => window.history.replaceState(window.history.state, '', before);
  };
}
