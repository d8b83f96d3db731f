/**
 * `react/jsx-runtime` in the Preact build: Preact's, after ./react.ts has set up what compat lacks (a module
 * with JSX and no hook imports only this).
 */
import './react';

export * from 'preact/compat/jsx-runtime';
