import { atom } from 'nanostores';
import { useEffect } from 'react';

/**
 * How many customer homes the page holds. On the home the privacy-policy acceptance box shows once, in
 * the home's content, and the menu shows a note; elsewhere the menu shows the box (./use-policy-gate.ts).
 * Kept apart from the gate so the home's first, light chunk says "I am here" before its signed-in part
 * (and the gate with it) has loaded: the box never shows in the menu first and then moves.
 */
export const $homesOnPage = atom(0);

/** The customer home calls it while it is on the page. */
export function useHomeOnPage(): void {
  useEffect(() => {
    $homesOnPage.set($homesOnPage.get() + 1);
    return () => $homesOnPage.set($homesOnPage.get() - 1);
  }, []);
}
