/**
 * The password tools' data and scorer (about 54 kB gzip): the 10,000 most common breached passwords, the
 * Brazilian list, zxcvbn-ts and its keyboard graphs. Pure: no state of ours, nothing on import. Both
 * builds load this one file, dist/password-data.js (an entry of vite.lib.config.ts, an external of
 * vite.bundler.config.ts), so the package carries it once.
 */
export { ZxcvbnFactory } from '@zxcvbn-ts/core';
export { adjacencyGraphs } from '@zxcvbn-ts/language-common';
export { brazilianCommonPasswords } from './common-passwords-br';
export { topCommonPasswords } from './common-passwords-top';
