/**
 * Page navigation, behind one object so tests and stories can watch it instead of leaving the page.
 */
export const navigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};
