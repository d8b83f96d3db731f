import { buildUrl } from '../routes';

/**
 * Page navigation of the catalogue widgets behind one small object, so tests and stories can observe
 * it (vi.spyOn(navigation, 'assign')) without a real page load.
 */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  pushState(state: unknown, url?: string): void {
    window.history.pushState(state, '', url);
  },
  replaceState(state: unknown, url?: string): void {
    window.history.replaceState(state, '', url);
  },
};

/** The store's 404 page (unknown friendly URL or a path of the wrong depth). */
const NOT_FOUND_PATH = buildUrl({ page: 'notFound' });

export function goToNotFound(): void {
  navigation.assign(NOT_FOUND_PATH);
}
