import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FreightOption, ProductDetail, ProductReviewsAnswer } from '../../src/api/operations';
import { queryRows } from '../../server/db/client';
import { reviewerName } from '../../server/repositories/catalogue/ratings';
import { serverForThisFile, TestClient } from './helpers';

const { server } = serverForThisFile();

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.database.db, query);

/** The active product with the most seeded reviews (more than one page of five). */
async function reviewed() {
  const [row] = await rows<{ id: number; n: number }>(sql`
    select p.id, count(*)::int as n from products p join product_ratings r on r.product_id = p.id
    where p.active group by p.id order by count(*) desc, p.id limit 1`);
  return row!;
}

describe('getProductReviews', () => {
  it('pages the reviews five at a time, those with a text first, and counts what can be read', async () => {
    const product = await reviewed();
    expect(product.n).toBeGreaterThan(5);
    const client = new TestClient(server.app);
    const first = (await client.call('getProductReviews', `idProduct=${product.id}`)).json<ProductReviewsAnswer>();
    expect(first).toMatchObject({ total: product.n, page: 1, pages: Math.ceil(product.n / 5) });
    expect(first.reviews).toHaveLength(5);
    const texts = first.reviews.map((review) => review.comment !== '');
    expect(texts).toEqual([...texts].sort((a, b) => Number(b) - Number(a)));
    for (const review of first.reviews) {
      expect(review.rate).toBeGreaterThanOrEqual(1);
      expect(review.rate).toBeLessThanOrEqual(5);
      expect(review.author).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
      expect(review.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const second = (await client.call('getProductReviews', `idProduct=${product.id}&page=2`)).json<ProductReviewsAnswer>();
    expect(second.page).toBe(2);
    expect(second.reviews).toHaveLength(product.n - 5);

    // the product's count and average are those of its reviews
    const detail = (await client.call('getProductDetail', `idProduct=${product.id}`)).json<ProductDetail>();
    const [stored] = await rows<{ avg: number }>(sql`select round(avg(rate), 2)::float as avg from product_ratings where product_id = ${product.id}`);
    expect(detail.ratingCount).toBe(product.n);
    expect(detail.rate).toBeCloseTo(stored!.avg, 2);
  });

  it('answers a product without reviews with none, and a page past the last with the last', async () => {
    const [unrated] = await rows<{ id: number }>(sql`select id from products p where active and not exists (select 1 from product_ratings r where r.product_id = p.id) order by id limit 1`);
    const client = new TestClient(server.app);
    expect((await client.call('getProductReviews', `idProduct=${unrated!.id}`)).json()).toEqual({ reviews: [], total: 0, page: 1, pages: 1 });
    const product = await reviewed();
    expect((await client.call('getProductReviews', `idProduct=${product.id}&page=99`)).json<ProductReviewsAnswer>().page).toBe(Math.ceil(product.n / 5));
  });

  it('answers 404 for an unknown product and 400 for bad parameters, never 500', async () => {
    const client = new TestClient(server.app);
    expect((await client.call('getProductReviews', 'idProduct=999999')).statusCode).toBe(404);
    for (const params of ['', 'idProduct=abc', 'idProduct=1&page=0', 'idProduct=1&page=x', 'idProduct=-1']) {
      expect((await client.call('getProductReviews', params)).statusCode, params).toBe(400);
    }
  });

  it('names a reviewer by first name and initial', () => {
    expect(reviewerName('Maria da Silva')).toBe('Maria S.');
    expect(reviewerName('Ana')).toBe('Ana');
    expect(reviewerName('  patrícia   rocha ')).toBe('patrícia R.');
  });
});

describe('getProductShippingOptions', () => {
  async function buyable() {
    const [row] = await rows<{ id: number; sku: number; price: number; weight: number }>(sql`
      select p.id, s.id as sku, coalesce(s.price, p.price)::float as price, p.weight_grams as weight from products p join skus s on s.product_id = p.id
      where p.active and not p.is_virtual and p.price_promotion is null and s.price is null and p.weight_grams > 0 and s.stock > 0 order by p.id limit 1`);
    return row!;
  }

  it('lists the options for one SKU and quantity, keeps the CEP in its cookie, and weighs the quantity', async () => {
    const product = await buyable();
    const client = new TestClient(server.app);
    const one = await client.call('getProductShippingOptions', null, { postcode: '01310100', idProduct: product.id, idSku: product.sku, quantity: 1 });
    expect(one.statusCode).toBe(200);
    expect(one.cookies.find((cookie) => cookie.name === 'jet_postcode')?.value).toBe('01310100');
    const options = one.json<FreightOption[]>();
    expect(options.length).toBeGreaterThan(0);
    const many = (await client.call('getProductShippingOptions', null, { postcode: '01310100', idProduct: product.id, idSku: product.sku, quantity: 40 })).json<FreightOption[]>();
    // 40 units weigh and cost more: each mode that still serves them costs more, or nothing past the free-shipping threshold
    expect(many).not.toEqual(options);
    for (const option of many) {
      const single = options.find((o) => o.shippingMode.idShippingMode === option.shippingMode.idShippingMode);
      if (single && option.valueShipping > 0) expect(option.valueShipping).toBeGreaterThanOrEqual(single.valueShipping);
    }
    // the standard SKU when none is named
    expect((await client.call('getProductShippingOptions', null, { postcode: '01310100', idProduct: product.id, quantity: 1 })).statusCode).toBe(200);
  });

  it('puts the CEP on the cart when the shopper has one', async () => {
    const product = await buyable();
    const client = new TestClient(server.app);
    await client.call('addProductToCart', null, { idProduct: product.id, idSku: product.sku, quantity: 1 });
    await client.call('getProductShippingOptions', null, { postcode: '20040002', idProduct: product.id, idSku: product.sku, quantity: 1 });
    expect((await client.call('getCartContents', null)).json<{ postcode: string | null }>().postcode?.replace(/\D/g, '')).toBe('20040002');
  });

  it("refuses a bad CEP with the cart's texts, an unknown product with 404, and bad quantities with 400", async () => {
    const product = await buyable();
    const client = new TestClient(server.app);
    const bad = await client.call('getProductShippingOptions', null, { postcode: '123', idProduct: product.id, quantity: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'CEP Inválido' });
    expect((await client.call('getProductShippingOptions', null, { postcode: '01310100', idProduct: 999999, quantity: 1 })).statusCode).toBe(404);
    expect((await client.call('getProductShippingOptions', null, { postcode: '01310100', idProduct: product.id, idSku: 999999, quantity: 1 })).statusCode).toBe(404);
    for (const quantity of [0, -1, 10000, 1.5, 'x']) {
      expect((await client.call('getProductShippingOptions', null, { postcode: '01310100', idProduct: product.id, quantity })).statusCode, String(quantity)).toBe(400);
    }
  });
});
