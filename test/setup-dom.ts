import '@testing-library/jest-dom/vitest';
import './dom-shims';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetConfig } from '../src/api/config';
import { resetXsrf } from '../src/api/xsrf';
import { resetCart } from '../src/stores/cart';
import { resetPageStores } from '../src/stores/page';
import { resetPostcode } from '../src/stores/postcode';
import { resetQueries } from '../src/stores/query';
import { endFakeApi, pageFetch } from './fixtures/mock-api';

// findBy and waitFor wait up to 3 s (the default 1 s is short when 2 cores also run a build or a browser):
// a longer wait slows no passing test, it only spares one that was about to pass.
configure({ asyncUtilTimeout: 3000 });

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
  resetXsrf();
  vi.unstubAllGlobals();
  endFakeApi();
  vi.useRealTimers();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
