import { buildUrl } from '.';

/**
 * The one seam for page changes: every widget that leaves the page or rewrites its address goes through
 * this object, so tests and stories observe it (`vi.spyOn(navigation, 'assign')`) where happy-dom and
 * Storybook would not navigate. In the core chunk with the routes.
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

/** The store's 404 page: an unknown friendly URL, a path of the wrong depth. */
export const goToNotFound = (): void => navigation.assign(buildUrl({ page: 'notFound' }));
