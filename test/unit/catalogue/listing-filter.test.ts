import { beforeEach, describe, expect, it } from 'vitest';
import {
  $listingFilter,
  LISTING_FILTER_KEY,
  openListingFilter,
  readStoredListingFilter,
  updateListingFilter,
} from '../../../src/stores/listing-filter';

beforeEach(() => {
  sessionStorage.clear();
  $listingFilter.set(null);
});

describe('the listing filter state', () => {
  it('has the spec fields (and the promotion and availability toggles, off) and starts at page 1 with the given page size', () => {
    const state = openListingFilter('/casa/c', { pageSize: 24, fetchLength: 24 });
    expect(Object.keys(state).sort()).toEqual(
      [
        'path', 'viewList', 'textLink', 'pageNumber', 'pageSize', 'order', 'brand', 'category', 'group', 'keyWord', 'initialPrice',
        'finalPrice', 'variations', 'idAttribute', 'idEventList', 'idCategories', 'idGroupingType', 'selectedFilter', 'fetchLength',
        'onSale', 'inStock',
      ].sort(),
    );
    expect(state).toMatchObject({ pageNumber: 1, pageSize: 24, fetchLength: 24, order: '', onSale: false, inStock: false });
  });

  it('is written to sessionStorage on every change', () => {
    openListingFilter('/casa/c');
    updateListingFilter({ pageNumber: 3, brand: [2] });
    expect(JSON.parse(sessionStorage.getItem(LISTING_FILTER_KEY)!)).toMatchObject({ path: '/casa/c', pageNumber: 3, brand: [2] });
  });

  it('survives a reload of the same listing', () => {
    openListingFilter('/casa/c');
    updateListingFilter({ pageNumber: 3, order: 'menor_preco' });
    $listingFilter.set(null);
    expect(openListingFilter('/casa/c')).toMatchObject({ pageNumber: 3, order: 'menor_preco' });
  });

  it('starts fresh on another listing', () => {
    openListingFilter('/casa/c');
    updateListingFilter({ pageNumber: 3 });
    expect(openListingFilter('/moda/c')).toMatchObject({ path: '/moda/c', pageNumber: 1 });
    expect(readStoredListingFilter('/casa/c')).toBeNull();
  });

  it('takes a restored state (history entry, address) over the stored one', () => {
    openListingFilter('/casa/c');
    updateListingFilter({ pageNumber: 3 });
    expect(openListingFilter('/casa/c', {}, { pageNumber: 2 })).toMatchObject({ pageNumber: 2 });
  });

  it('ignores a stored state that is not JSON', () => {
    sessionStorage.setItem(LISTING_FILTER_KEY, '{oops');
    expect(openListingFilter('/casa/c')).toMatchObject({ pageNumber: 1 });
  });
});
