import '@testing-library/jest-dom/vitest';
import './dom-shims';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetConfig } from '../src/api/config';
import { resetCart } from '../src/stores/cart';
import { resetPageStores } from '../src/stores/page';
import { resetPostcode } from '../src/stores/postcode';
import { resetQueries } from '../src/stores/query';
import { endFakeApi, pageFetch } from './fixtures/mock-api';

// fetch is a spy: the test's fake API (fakeApi) answers it, the environment's fetch when there is none.
beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(pageFetch));
});

afterEach(() => {
  cleanup();
  resetQueries();
  resetPageStores();
  resetCart();
  resetPostcode();
  resetConfig();
  vi.unstubAllGlobals();
  endFakeApi();
  vi.useRealTimers();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
