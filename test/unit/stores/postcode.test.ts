import { allTasks } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { $cart, chooseShipping, loadCart } from '../../../src/stores/cart';
import { $postcode, currentPostcode, postcodeDigits, readPostcodeCookie, takePostcode } from '../../../src/stores/postcode';
import { cartOf } from '../../fixtures/cart-data';
import { fakeApi } from '../../fixtures/mock-api';

describe('$postcode', () => {
  it('reads CEPs as 8 digits, and nothing else', () => {
    expect(postcodeDigits('01310-100')).toBe('01310100');
    expect(postcodeDigits('01310100')).toBe('01310100');
    for (const bad of ['', '0131010', '013101000', '00000-000', null, undefined, {}]) expect(postcodeDigits(bad), String(bad)).toBeNull();
  });

  it('reads the jet_postcode cookie', () => {
    expect(readPostcodeCookie('a=1; jet_postcode=01310100; b=2')).toBe('01310100');
    expect(readPostcodeCookie('jet_postcode=01310-100')).toBe('01310100');
    expect(readPostcodeCookie('jet_postcode=abc')).toBeNull();
    expect(readPostcodeCookie('other=01310100')).toBeNull();
  });

  it('starts from the cookie when first read', () => {
    document.cookie = 'jet_postcode=22041001; path=/';
    const seen: Array<string | null> = [];
    const stop = $postcode.subscribe((v) => seen.push(v));
    expect($postcode.get()).toBe('22041001');
    expect(seen.at(-1)).toBe('22041001');
    stop();
  });

  it('takes the postcode of every cart answer, over the cookie', async () => {
    document.cookie = 'jet_postcode=22041001; path=/';
    fakeApi({
      cartContents: () => cartOf([], { postcode: '01310100' }),
      chooseShipping: ({ json }) => cartOf([], { postcode: json.postcode }),
    });
    await loadCart();
    expect(currentPostcode()).toBe('01310100');
    await chooseShipping('30130010', 1);
    await allTasks();
    expect($postcode.get()).toBe('30130010');
    expect($cart.get().data?.postcode).toBe('30130010');
  });

  it('ignores a null or broken postcode', () => {
    takePostcode('01310100');
    takePostcode(null);
    takePostcode('123');
    expect($postcode.get()).toBe('01310100');
  });
});
