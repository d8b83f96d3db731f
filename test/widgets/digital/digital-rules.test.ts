import { afterEach, describe, expect, it, vi } from 'vitest';
import { areaLoadedDelay, AREA_LOADED_MOBILE_MS, AREA_LOADED_MS, MOBILE_QUERY } from '../../../src/customer/area-loaded';
import { bytesOf } from '../../../src/customer/orders/download-file';
import { pagerPages } from '../../../src/ui/pager';
import { filesReleased } from '../../../src/customer/orders/order-status';
import { matchesName, pageCountOf, viewOrderUrl } from '../../../widgets/digital-products/use-digital-products';

describe('the digital products rules', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("rewrites the address as §2 says: '/digital-product' removed, 'customers' → 'customer', then '/order/details/{idOrder}'", () => {
    expect(viewOrderUrl('/customer/digital-products', 1002)).toBe('/customer/order/details/1002');
    expect(viewOrderUrl('/customer/digital-products/', 7)).toBe('/customer/order/details/7');
    expect(viewOrderUrl('/loja/customers/digital-product', 7)).toBe('/loja/customer/order/details/7');
    expect(viewOrderUrl('/minha-conta', 7)).toBe('/minha-conta/order/details/7');
  });

  it('releases the files unless the order is Novo, Em aprovação or Cancelado', () => {
    expect(['Novo', 'Em aprovação', 'Cancelado'].map(filesReleased)).toEqual([false, false, false]);
    expect(['Aprovado', 'Enviado', 'Entregue'].map(filesReleased)).toEqual([true, true, true]);
  });

  it('matches names by case-insensitive substring', () => {
    expect(matchesName('Curso de Fotografia', 'FOTO')).toBe(true);
    expect(matchesName('Planilha de Orçamento', ' orçamento ')).toBe(true);
    expect(matchesName('Planilha de Orçamento', 'ORÇAMENTO')).toBe(true);
    expect(matchesName('Curso de Fotografia', 'vídeo')).toBe(false);
  });

  it('counts pages of 10', () => {
    expect([0, 1, 10, 11, 2000].map(pageCountOf)).toEqual([0, 1, 1, 2, 200]);
  });

  it('shows the current page ± 2 within 1..pageCount', () => {
    expect(pagerPages(1, 7, 2)).toEqual([1, 2, 3]);
    expect(pagerPages(4, 7, 2)).toEqual([2, 3, 4, 5, 6]);
    expect(pagerPages(7, 7, 2)).toEqual([5, 6, 7]);
    expect(pagerPages(2, 2, 2)).toEqual([1, 2]);
    expect(pagerPages(4, 7)).toEqual([3, 4, 5]);
  });

  it('waits 300 ms before the load event, 500 ms on a phone', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
    expect(areaLoadedDelay()).toBe(AREA_LOADED_MS);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === MOBILE_QUERY, media: query }));
    expect(areaLoadedDelay()).toBe(AREA_LOADED_MOBILE_MS);
    expect([AREA_LOADED_MS, AREA_LOADED_MOBILE_MS]).toEqual([300, 500]);
  });

  it('reads base64 into bytes', () => {
    expect(new TextDecoder().decode(bytesOf('T2zDoSwgbXVuZG8h'))).toBe('Olá, mundo!');
    expect(Array.from(bytesOf('data:application/pdf;base64,AAEC/w=='))).toEqual([0, 1, 2, 255]);
  });
});
