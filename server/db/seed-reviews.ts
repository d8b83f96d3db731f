/**
 * The reviews the product page reads (issue 26): rating rows, most with a text in pt-BR, by eight
 * seeded reviewers (customers with no password: they cannot sign in), and each product's `rate` and
 * `rating_count` recomputed from them, so the count the page shows is what a shopper can read. No
 * draw from the catalogue's random sequence (the catalogue stays as it was); what varies comes from
 * the product's id. The first 2,000 products get reviews; the bench's big catalogue leaves the rest
 * unrated rather than claim reviews it does not have.
 */
import { cpfCheckDigits } from '../../src/validation';
import type * as s from './schema';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

const DAY = 86_400_000;
const REVIEWED_UP_TO = 2000;
/** First reviewer's id: far from the documented customers' (1-4) and from those the tests register. */
const FIRST_REVIEWER_ID = 9001;

const REVIEWERS = ['Fernanda Lima', 'Rafael Oliveira', 'Juliana Costa', 'Bruno Almeida', 'Patrícia Rocha', 'Lucas Martins', 'Camila Ribeiro', 'Thiago Fernandes'];

/** Texts by the stars they go with; '' is a rating without a text (shown as stars alone). */
const TEXTS: Record<number, string[]> = {
  5: [
    'Produto excelente, chegou antes do prazo e muito bem embalado. Recomendo!',
    'Superou minhas expectativas. Acabamento impecável e igual às fotos.',
    'Ótima qualidade pelo preço. Compraria de novo sem pensar.',
    '',
  ],
  4: [
    'Muito bom, só achei a cor um pouco diferente da foto.',
    'Gostei bastante. A entrega demorou um pouco, mas o produto é bom.',
    'Boa relação custo-benefício. Montagem simples.',
    '',
  ],
  3: ['Atende ao que promete, mas o acabamento poderia ser melhor.', 'Produto razoável. Esperava um pouco mais pelo preço.', ''],
  2: ['Veio com um pequeno defeito; a loja trocou rapidamente.', 'A qualidade deixou a desejar.'],
  1: ['Não gostei. O tamanho é bem menor do que parece nas fotos.'],
};
const OFFSETS = [0, 1, -1, 0, 1, 0, -1, 0];

/** The reviewers as customers (valid CPFs, example.com addresses, no password). */
export function reviewerRows(now: Date): Insert<typeof s.customers>[] {
  return REVIEWERS.map((name, i) => {
    const base = String(300100200 + i * 1111).padStart(9, '0');
    return {
      id: FIRST_REVIEWER_ID + i,
      name,
      email: `avaliacoes${i + 1}@example.com`,
      cpfCnpj: `${base}${cpfCheckDigits(base)}`,
      personType: 'F',
      passwordHash: null,
      termAccepted: true,
      createdAt: new Date(now.getTime() - (500 + i) * DAY),
    };
  });
}

/**
 * Rating rows for every rated product (rate > 0) among the first 2,000: one to eight reviewers, stars
 * around the product's rate; the product's rate and count become those of its rows. Mutates `products`.
 */
export function reviewRows(products: Insert<typeof s.products>[], now: Date): Insert<typeof s.productRatings>[] {
  const rows: Insert<typeof s.productRatings>[] = [];
  for (const product of products) {
    const id = product.id!;
    const around = Number(product.rate ?? 0);
    if (!around || id > REVIEWED_UP_TO) {
      product.rate = 0;
      product.ratingCount = 0;
      continue;
    }
    const count = 1 + ((id * 5) % REVIEWERS.length);
    let sum = 0;
    for (let i = 0; i < count; i++) {
      const rate = Math.min(5, Math.max(1, Math.round(around) + OFFSETS[(id + i) % OFFSETS.length]!));
      const texts = TEXTS[rate]!;
      sum += rate;
      rows.push({
        productId: id,
        customerId: FIRST_REVIEWER_ID + ((id + i) % REVIEWERS.length),
        rate,
        comment: texts[(id + i * 3) % texts.length]!,
        createdAt: new Date(now.getTime() - (((id * 13 + i * 29) % 300) + 1) * DAY),
      });
    }
    product.rate = Math.round((sum / count) * 100) / 100;
    product.ratingCount = count;
  }
  return rows;
}
