/**
 * What `react` and `react-dom` are in the Preact build (vite.preact.config.ts, dist/preact/): preact/compat,
 * with the one React behaviour the widgets rely on that compat does not have.
 *
 * - `useId` is unique on the page. Preact numbers ids per root ('P0-0', 'P0-1' …), and every tag is a
 *   root of its own, so two widgets on one page would share ids (labels and `aria-labelledby` pointing at
 *   another widget's element). React counts across roots; so does this.
 *
 * The React build never loads this file.
 */
import * as compat from 'preact/compat';

// @ts-expect-error -- compat's typings are one `export =` namespace; its ES module has the named exports re-exported here
export * from 'preact/compat';

let next = 0;

/** React's `useId`, unique across the page's roots: 'jet-p0', 'jet-p1' … (stable for the component's life). */
export function useId(): string {
  return compat.useState(() => `jet-p${next++}`)[0];
}

const React = { ...compat, useId };
export default React;
