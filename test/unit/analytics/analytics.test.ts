import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CompanySettings } from '../../../src/api/operations';
import { queueAnalytics, type Pending } from '../../../src/analytics/boot';
import { GTM_SCRIPT } from '../../../src/analytics/gtm';
import { PIXEL_SCRIPT } from '../../../src/analytics/pixel';
import { analyticsSettings, startAnalytics } from '../../../src/analytics/start';
import { emit } from '../../../src/events';
import { company } from '../../fixtures/api-data';
import { fakeApi, type Answer } from '../../fixtures/mock-api';

const GTM = 'GTM-AB12CD3';
const PIXEL = '123456789012345';
const on = { ...company, statusGTM: true, gtm: GTM, idPixel: PIXEL };
const off = { ...company, statusGTM: false, gtm: '', idPixel: '' };

const stops: Array<() => void> = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  for (const script of [...document.scripts]) script.remove();
  delete window.dataLayer;
  delete window.fbq;
  delete window._fbq;
});

/** Runs the boot's queue against a company answer; `started` resolves when analytics decided. */
function boot(answer: Answer<'company'>) {
  const api = fakeApi({ company: answer });
  let started!: Promise<unknown>;
  const pending: Pending = queueAnalytics(() =>
    Promise.resolve({
      startAnalytics: (p: Pending) => {
        started = startAnalytics(p).then((stop) => {
          if (stop) stops.push(stop);
          return stop;
        });
        return started;
      },
    }),
  );
  stops.push(() => pending.stop());
  return { api, pending, started: () => whenSet(() => started) };
}

/** Waits until `get` gives a promise (set on a later microtask), then for it. */
async function whenSet<T>(get: () => Promise<T> | undefined): Promise<T> {
  for (let i = 0; i < 50 && !get(); i++) await Promise.resolve();
  return get()!;
}

const scripts = (prefix: string) => [...document.scripts].filter((s) => s.src.startsWith(prefix));
const viewed = { idProduct: 101, name: 'Sofá Retrátil Lisboa', price: 1999.9 };
const added = { idProduct: 102, idSku: 1020, quantity: 2, name: 'Tênis Corrida Pro', price: 299.9 };
const purchase = {
  idOrder: 5001,
  value: 2599.7,
  items: [
    { idProduct: 101, name: 'Sofá Retrátil Lisboa', price: 1999.9, quantity: 1 },
    { idProduct: 102, name: 'Tênis Corrida Pro', price: 299.9, quantity: 2 },
  ],
};

describe('analytics settings', () => {
  it('turn GTM on only with statusGTM and a valid container id, the pixel only with digits', () => {
    expect(analyticsSettings(on)).toEqual({ gtm: GTM, pixel: PIXEL });
    expect(analyticsSettings({ ...on, statusGTM: false })).toEqual({ gtm: null, pixel: PIXEL });
    expect(analyticsSettings({ ...on, gtm: 'GTM-<x>' })).toMatchObject({ gtm: null });
    expect(analyticsSettings({ ...on, gtm: 'UA-1234-1' })).toMatchObject({ gtm: null });
    expect(analyticsSettings({ ...on, gtm: ' gtm-ab12cd3 ' })).toMatchObject({ gtm: GTM });
    expect(analyticsSettings({ ...on, idPixel: '12ab' })).toMatchObject({ pixel: null });
    expect(analyticsSettings({ ...on, idPixel: '' })).toMatchObject({ pixel: null });
    expect(analyticsSettings(off)).toEqual({ gtm: null, pixel: null });
    expect(analyticsSettings(undefined)).toEqual({ gtm: null, pixel: null });
  });
});

describe('analytics with the settings off', () => {
  it('injects nothing, pushes nothing and stops listening', async () => {
    const { pending, started } = boot(off);
    emit('jet:product-viewed', viewed);
    expect(pending.events).toHaveLength(1);
    expect(await started()).toBeNull();
    emit('jet:product-added', added);
    emit('jet:purchase', purchase);
    expect(pending.events).toHaveLength(0);
    expect(document.scripts).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
    expect(window.fbq).toBeUndefined();
  });

  it('stays off when the company settings cannot be read', async () => {
    const { started } = boot({ fail: 'Erro', status: 500 });
    emit('jet:product-viewed', viewed);
    expect(await started()).toBeNull();
    expect(document.scripts).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });
});

describe('analytics with GTM and the pixel on', () => {
  // happy-dom loads no script (so no test reaches the internet); this keeps it from reporting each one as an error
  beforeEach(() => {
    const settings = (window as unknown as { happyDOM?: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM?.settings;
    if (settings) settings.handleDisabledFileLoadingAsSuccess = true;
  });

  it('injects each script once and reports the events heard before the settings came, in order', async () => {
    let answer: ((settings: CompanySettings) => void) | undefined;
    const { api, started } = boot(() => new Promise<CompanySettings>((resolve) => (answer = resolve)));
    emit('jet:product-viewed', viewed);
    emit('jet:product-added', added);
    await Promise.resolve();
    expect(window.dataLayer).toBeUndefined();
    await whenSet(() => (answer ? Promise.resolve() : undefined));
    answer!(on);
    await started();
    expect(api.count('company')).toBe(1);
    expect(scripts(GTM_SCRIPT).map((s) => s.src)).toEqual([`${GTM_SCRIPT}${GTM}`]);
    expect(scripts(PIXEL_SCRIPT)).toHaveLength(1);
    expect(scripts(GTM_SCRIPT)[0]!.async).toBe(true);

    const layer = window.dataLayer as Array<Record<string, unknown>>;
    expect(layer[0]).toMatchObject({ event: 'gtm.js' });
    expect(layer.slice(1)).toEqual([
      { ecommerce: null },
      {
        event: 'view_item',
        ecommerce: { currency: 'BRL', value: 1999.9, items: [{ item_id: '101', item_name: 'Sofá Retrátil Lisboa', price: 1999.9, quantity: 1 }] },
      },
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'BRL',
          value: 599.8,
          items: [{ item_id: '102', item_name: 'Tênis Corrida Pro', item_variant: '1020', price: 299.9, quantity: 2 }],
        },
      },
    ]);
    const fbq = window.fbq!;
    expect(fbq.queue).toEqual([
      ['init', PIXEL],
      ['track', 'PageView'],
      ['track', 'ViewContent', { content_ids: ['101'], content_type: 'product', content_name: 'Sofá Retrátil Lisboa', value: 1999.9, currency: 'BRL' }],
      [
        'track',
        'AddToCart',
        { content_ids: ['102'], content_type: 'product', contents: [{ id: '102', quantity: 2 }], content_name: 'Tênis Corrida Pro', value: 599.8, currency: 'BRL' },
      ],
    ]);

    // after the settings: every event reported once, as it happens
    emit('jet:purchase', purchase);
    expect(layer.slice(-1)).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          transaction_id: '5001',
          currency: 'BRL',
          value: 2599.7,
          items: [
            { item_id: '101', item_name: 'Sofá Retrátil Lisboa', price: 1999.9, quantity: 1 },
            { item_id: '102', item_name: 'Tênis Corrida Pro', price: 299.9, quantity: 2 },
          ],
        },
      },
    ]);
    expect(fbq.queue.at(-1)).toEqual([
      'track',
      'Purchase',
      {
        content_ids: ['101', '102'],
        content_type: 'product',
        contents: [
          { id: '101', quantity: 1, item_price: 1999.9 },
          { id: '102', quantity: 2, item_price: 299.9 },
        ],
        num_items: 3,
        value: 2599.7,
        currency: 'BRL',
      },
    ]);
    expect(layer.filter((e) => e.event === 'purchase')).toHaveLength(1);
    expect(fbq.queue.filter((e) => e[1] === 'Purchase')).toHaveLength(1);
  });

  it('reports an add from theme code without a name or price with what it has', async () => {
    const { started } = boot({ ...on, idPixel: '' });
    await started();
    emit('jet:product-added', { idProduct: 7, idSku: null, quantity: 1 });
    expect(window.dataLayer?.at(-1)).toEqual({ event: 'add_to_cart', ecommerce: { currency: 'BRL', items: [{ item_id: '7', quantity: 1 }] } });
    expect(scripts(PIXEL_SCRIPT)).toHaveLength(0);
    expect(window.fbq).toBeUndefined();
  });

  it('loads only the pixel when GTM is off, and keeps one script when started twice', async () => {
    const first = boot({ ...on, statusGTM: false });
    await first.started();
    const second = boot({ ...on, statusGTM: false });
    await second.started();
    expect(scripts(GTM_SCRIPT)).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
    expect(scripts(PIXEL_SCRIPT)).toHaveLength(1);
  });
});
