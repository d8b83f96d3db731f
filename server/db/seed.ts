/**
 * The demo data: a deterministic pt-BR catalogue (same seed, same rows), company settings, social
 * networks and the documented customers (server/README.md). Everything is written in one transaction
 * with explicit ids and multi-row inserts, so 100,000 products stay practical (SEED_PRODUCTS).
 */
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { cpfCheckDigits } from '../../src/validation';
import { rebuildListingIndex } from '../repositories/catalogue/listing-index';
import { hashPassword } from '../lib/password';
import { Random } from '../lib/random';
import { slugify } from '../lib/text';
import { queryRows, type Db } from './client';
import { seedCartRules } from './seed-cart';
import { seedContact } from './seed-contact';
import { seedContent } from './seed-content';
import { seedCustomerArea } from './seed-customers';
import { seedOrders } from './seed-orders';
import { seedTracking } from './seed-tracking';
import { seedStoreFrame } from './seed-store-frame';
import { seedSitePages } from './seed-site-pages';
import { seedEngage } from './seed-engage';
import { reviewerRows, reviewRows } from './seed-reviews';
import * as s from './schema';
import {
  BRANDS,
  CLOTHING_SIZES,
  COLORS,
  GROUPS,
  LEAVES,
  LETTER_SIZES,
  MODELS,
  PRIVACY_POLICY,
  SENTENCES,
  SHOE_SIZES,
  VOLTAGES,
  type LeafSeed,
  type RefKind,
} from './seed-data';

export const DEFAULT_PRODUCT_COUNT = 360;
const DEMO_PASSWORD = 'Senha@123';
/** From this many products on, the seed loads without secondary indexes and rebuilds them after. */
const BULK_THRESHOLD = 10_000;
const BULK_TABLES = ['products', 'product_categories', 'product_groups', 'product_attributes', 'skus', 'sku_variations', 'product_images'];

export interface SeedOptions {
  /** Number of products (default 360). */
  products?: number;
  /** PRNG seed (default 20240501). */
  seed?: number;
  /** Reference time for creation dates and offer deadlines. */
  now?: Date;
}

export interface SeedSummary {
  products: number;
  brands: number;
  groups: number;
  categoriesByLevel: Record<number, number>;
  skus: number;
  productsWithVariations: number;
  soldOut: number;
  promotions: number;
  onRequest: number;
  customers: number;
  millis: number;
}

type Insert<T extends PgTable> = T['$inferInsert'];
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY = 86_400_000;

/** Brazilian price ending: 1499.9, 89.9 ... */
const priceOf = (value: number) => Math.max(9.9, Math.round(value) - 0.1);

function installmentsFor(price: number): number {
  if (price < 60) return 1;
  if (price < 150) return 3;
  if (price < 500) return 6;
  if (price < 1500) return 10;
  return 12;
}

/** A PostgreSQL array literal ('{1,"a b",NULL}') of values already in driver form. */
function arrayLiteral(values: unknown[]): string {
  const items = values.map((value) => {
    if (value === null || value === undefined) return 'NULL';
    const text = value instanceof Date ? value.toISOString() : String(value);
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

/**
 * Multi-row insert through unnest(): one text parameter per column, whatever the number of rows, so
 * PostgreSQL parses one short statement per chunk (many times faster than VALUES lists for big tables).
 */
async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: Insert<T>[]): Promise<void> {
  if (rows.length === 0) return;
  const started = performance.now();
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  // A column left out of a row is NULL there (unnest() cannot fall back to a column default per row).
  const keys = new Set<string>();
  for (const row of rows) for (const key in row) keys.add(key);
  const targets = [...keys].map((key) => {
    const column = columns[key]!;
    const type = column.getSQLType().replace(/^serial$/, 'integer');
    return { key, column, type };
  });
  const chunk = 5000;
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk) as Record<string, unknown>[];
    const arrays = targets.map(({ key, column, type }) => {
      const values = part.map((row) => (row[key] === null || row[key] === undefined ? null : column.mapToDriverValue(row[key])));
      return sql`${arrayLiteral(values)}::${sql.raw(type)}[]`;
    });
    await tx.execute(
      sql`insert into ${table} (${sql.join(
        targets.map(({ column }) => sql.identifier(column.name)),
        sql`, `,
      )}) select * from unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
  if (process.env.DEBUG_SEED) console.log(`  ${getTableName(table)}: ${rows.length} rows in ${Math.round(performance.now() - started)} ms`);
}

interface CategoryNode {
  id: number;
  name: string;
  level: number;
  levelCode: string;
  path: string;
  children: Map<string, CategoryNode>;
}

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const total = Math.max(1, Math.floor(options.products ?? DEFAULT_PRODUCT_COUNT));
  const random = new Random(options.seed ?? 20240501);
  const now = options.now ?? new Date();
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  // Brands and groups.
  const brandRows: Insert<typeof s.brands>[] = BRANDS.map((brand, i) => ({
    id: i + 1,
    name: brand.name,
    urlFriendly: slugify(brand.name),
    logo: `/img/brands/${i + 1}.svg`,
    title: `${brand.name} | Jet Store`,
    metaDescription: `Compre produtos ${brand.name} na Jet Store com entrega para todo o Brasil.`,
    featured: brand.featured,
    color: brand.color,
  }));
  const brandId = new Map(BRANDS.map((brand, i) => [brand.name, i + 1]));
  const groupRows: Insert<typeof s.groups>[] = GROUPS.map((group, i) => ({
    id: i + 1,
    name: group.name,
    urlFriendly: slugify(group.name),
    title: `${group.name} | Jet Store`,
    metaDescription: `${group.name} da Jet Store.`,
    showOnHome: group.showOnHome,
    position: i + 1,
  }));

  // The category tree, from the leaves' paths; level codes follow the order of appearance.
  const roots = new Map<string, CategoryNode>();
  const categoryRows: Insert<typeof s.categories>[] = [];
  const leafCategory = new Map<LeafSeed, CategoryNode>();
  for (const leaf of LEAVES) {
    let siblings = roots;
    let parent: CategoryNode | undefined;
    for (const name of leaf.path) {
      let node = siblings.get(name);
      if (!node) {
        const level = (parent?.level ?? 0) + 1;
        node = {
          id: categoryRows.length + 1,
          name,
          level,
          levelCode: (parent?.levelCode ?? '') + String(siblings.size + 1).padStart(2, '0'),
          path: parent ? `${parent.path}/${slugify(name)}` : slugify(name),
          children: new Map(),
        };
        siblings.set(name, node);
        categoryRows.push({
          id: node.id,
          parentId: parent?.id ?? null,
          name,
          level,
          levelCode: node.levelCode,
          urlFriendly: slugify(name),
          path: node.path,
          position: siblings.size,
        });
      }
      parent = node;
      siblings = node.children;
    }
    leafCategory.set(leaf, parent!);
  }

  // References and variations.
  const referenceRows: Insert<typeof s.references>[] = [
    { id: 1, name: 'Cor', referenceType: 'color', ordination: 1 },
    { id: 2, name: 'Tamanho', referenceType: 'size', ordination: 2 },
    { id: 3, name: 'Voltagem', referenceType: 'text', ordination: 3 },
  ];
  const variationRows: Insert<typeof s.variations>[] = [];
  const variationId = new Map<string, number>();
  const addVariation = (referenceId: number, name: string, color = '') => {
    const key = `${referenceId}:${name}`;
    if (variationId.has(key)) return;
    const id = variationRows.length + 1;
    variationId.set(key, id);
    variationRows.push({ id, referenceId, name, color, displayOrder: variationRows.filter((v) => v.referenceId === referenceId).length + 1 });
  };
  for (const [name, hex] of COLORS) addVariation(1, name, hex);
  for (const size of [...LETTER_SIZES, ...new Set([...SHOE_SIZES, ...CLOTHING_SIZES].sort())]) addVariation(2, size);
  for (const voltage of VOLTAGES) addVariation(3, voltage);
  const valuesOf: Record<RefKind, { ref: number; names: string[] }> = {
    cor: { ref: 1, names: COLORS.map(([name]) => name) },
    letra: { ref: 2, names: LETTER_SIZES },
    roupa: { ref: 2, names: CLOTHING_SIZES },
    calcado: { ref: 2, names: SHOE_SIZES },
    voltagem: { ref: 3, names: VOLTAGES },
  };

  // Attributes: Material (from the leaves) and Origem.
  const attributeRows: Insert<typeof s.attributes>[] = [
    { id: 1, name: 'Material', position: 1 },
    { id: 2, name: 'Origem', position: 2 },
  ];
  const attributeValueRows: Insert<typeof s.attributeValues>[] = [];
  const attributeValueId = new Map<string, number>();
  for (const value of new Set(LEAVES.flatMap((leaf) => leaf.materials ?? []))) {
    attributeValueRows.push({ id: attributeValueRows.length + 1, attributeId: 1, value });
    attributeValueId.set(`1:${value}`, attributeValueRows.length);
  }
  for (const value of ['Nacional', 'Importado']) {
    attributeValueRows.push({ id: attributeValueRows.length + 1, attributeId: 2, value });
    attributeValueId.set(`2:${value}`, attributeValueRows.length);
  }

  // Products.
  const weights = LEAVES.map((leaf) => leaf.weight ?? 1);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const pickLeaf = () => {
    let r = random.next() * weightSum;
    for (let i = 0; i < LEAVES.length; i++) {
      r -= weights[i]!;
      if (r < 0) return LEAVES[i]!;
    }
    return LEAVES[LEAVES.length - 1]!;
  };

  const productRows: Insert<typeof s.products>[] = [];
  const productCategoryRows: Insert<typeof s.productCategories>[] = [];
  const productAttributeRows: Insert<typeof s.productAttributes>[] = [];
  const skuRows: Insert<typeof s.skus>[] = [];
  const skuVariationRows: Insert<typeof s.skuVariations>[] = [];
  const imageRows: Insert<typeof s.productImages>[] = [];
  const usedNames = new Set<string>();
  const usedSlugs = new Set<string>();
  const leafOf: LeafSeed[] = [];
  let productsWithVariations = 0;
  let soldOut = 0;

  for (let id = 1; id <= total; id++) {
    const leaf = pickLeaf();
    leafOf.push(leaf);
    const brandName = random.pick(leaf.brands);
    let name = '';
    for (let attempt = 0; attempt < 6 && (!name || usedNames.has(name)); attempt++) {
      const extra = leaf.extras && random.chance(0.8) ? ` ${random.pick(leaf.extras)}` : '';
      name = `${random.pick(leaf.kinds)} ${random.pick(MODELS)}${extra}`;
    }
    if (usedNames.has(name)) name = `${name} ${id}`;
    usedNames.add(name);
    let slug = slugify(name);
    if (usedSlugs.has(slug)) slug = `${slug}-${id}`;
    usedSlugs.add(slug);

    const [low, high] = leaf.price;
    const price = priceOf(low + (high - low) * random.next() ** 1.6);
    const promotion = random.chance(0.25);
    const percent = promotion ? random.pick([10, 15, 20, 25, 30, 35, 40]) : 0;
    const pricePromotion = promotion ? priceOf(price * (1 - percent / 100)) : null;
    const onRequest = random.chance(leaf.onRequest ?? 0.02);
    const isSoldOut = !onRequest && random.chance(0.08);
    if (isSoldOut) soldOut++;
    const rated = random.chance(0.7);
    const material = leaf.materials ? random.pick(leaf.materials) : undefined;
    const top = leaf.path[0]!;
    const description =
      `<p><strong>${name}</strong> ${brandName}. ${random.pick(SENTENCES[top] ?? SENTENCES.Casa!)}</p>` +
      `<ul>${material ? `<li>Material: ${material}</li>` : ''}<li>Garantia: ${random.pick([3, 6, 12])} meses</li>` +
      `<li>Categoria: ${leaf.path.join(' › ')}</li></ul>`;

    // SKUs: the cartesian product of the chosen variations, or one standard SKU.
    const combos: number[][] = [];
    if (leaf.refs && random.chance(0.75)) {
      productsWithVariations++;
      let lists = leaf.refs.map((kind) => {
        const { ref, names } = valuesOf[kind];
        const chosen =
          kind === 'cor'
            ? random.sample(names, random.int(2, leaf.refs!.length > 1 ? 3 : 4))
            : kind === 'voltagem'
              ? random.chance(0.6) ? ['110V', '220V'] : ['Bivolt']
              : names.slice(random.int(0, 1)).slice(0, random.int(3, 5));
        return chosen.map((n) => variationId.get(`${ref}:${n}`)!);
      });
      lists = lists.filter((list) => list.length > 0);
      const walk = (i: number, acc: number[]) => {
        if (i === lists.length) return void combos.push(acc);
        for (const v of lists[i]!) walk(i + 1, [...acc, v]);
      };
      walk(0, []);
    } else {
      combos.push([]);
    }
    let stock = 0;
    combos.forEach((combo, i) => {
      const skuId = skuRows.length + 1;
      const skuStock = isSoldOut || onRequest ? (onRequest ? 1 : 0) : random.chance(0.12) ? 0 : random.chance(0.15) ? random.int(1, 3) : random.int(4, 40);
      stock += skuStock;
      skuRows.push({
        id: skuId,
        productId: id,
        code: `JET-${String(id).padStart(6, '0')}-${i + 1}`,
        stock: skuStock,
        price: null,
        pricePromotion: null,
        standard: i === 0,
        visible: true,
      });
      for (const v of combo) skuVariationRows.push({ skuId, variationId: v });
    });

    productRows.push({
      id,
      name,
      urlFriendly: slug,
      description,
      price,
      pricePromotion,
      typeDiscount: 1,
      valueDiscount: percent,
      idTypeProduct: onRequest ? 3 : 1,
      brandId: brandId.get(brandName)!,
      rate: rated ? Math.round((3 + random.next() * 2) * 10) / 10 : 0,
      ratingCount: rated ? random.int(1, 250) : 0,
      soldCount: Math.floor(3000 * random.next() ** 4),
      stock,
      flagExhausted: isSoldOut && random.chance(0.3),
      offerEndDate: null,
      installmentMax: installmentsFor(pricePromotion ?? price),
      position: random.int(1, total * 10),
      isVirtual: leaf.virtual ?? false,
      weightGrams: leaf.virtual ? 0 : random.int(1, 60) * 100,
      createdAt: new Date(now.getTime() - Math.floor(random.next() ** 1.5 * 720 * DAY) - random.int(0, DAY)),
    });
    productCategoryRows.push({ productId: id, categoryId: leafCategory.get(leaf)!.id, main: true });
    if (material) productAttributeRows.push({ productId: id, attributeValueId: attributeValueId.get(`1:${material}`)! });
    productAttributeRows.push({
      productId: id,
      attributeValueId: attributeValueId.get(`2:${random.chance(0.7) ? 'Nacional' : 'Importado'}`)!,
    });
    const imageCount = random.int(1, 3);
    for (let n = 1; n <= imageCount; n++) {
      imageRows.push({ id: imageRows.length + 1, productId: id, url: `/img/products/${id}/${n}.svg`, position: n });
    }
  }

  // Each colour of a product has its own picture (the art tinted with the colour, `?c=rrggbb`), after the
  // pictures of every colour, so the product page shows the chosen colour's (issue 26). No random draw.
  const colourOf = new Map(variationRows.filter((v) => v.referenceId === 1).map((v) => [v.id!, v.color!.replace('#', '')]));
  const productOfSku = new Map(skuRows.map((sku) => [sku.id!, sku.productId]));
  const colours = new Map<number, Set<number>>();
  for (const { skuId, variationId: v } of skuVariationRows) {
    if (!colourOf.has(v)) continue;
    const product = productOfSku.get(skuId)!;
    colours.set(product, (colours.get(product) ?? new Set()).add(v));
  }
  for (const [productId, set] of colours) {
    [...set].forEach((v, k) => imageRows.push({ id: imageRows.length + 1, productId, url: `/img/products/${productId}/1.svg?c=${colourOf.get(v)}`, position: 10 + k, variationId: v }));
  }

  // Groups, by rule.
  const byNewest = [...productRows].sort((a, b) => b.createdAt!.getTime() - a.createdAt!.getTime());
  const bySold = [...productRows].sort((a, b) => b.soldCount! - a.soldCount!);
  const inStock = productRows.filter((p) => p.stock! > 0 && p.idTypeProduct === 1);
  const promos = productRows.filter((p) => p.pricePromotion !== null && p.stock! > 0);
  // The home's rails never show a product twice (the most sold, the newest, the lightning offers, the
  // promotions, Mother's Day and the featured ones): what a rail shows (its first RAIL products) is taken,
  // and the next rail picks among the rest. The draws are the same as before (a sample shuffles its whole
  // list whatever it keeps), so the rest of the seed does not change.
  const RAIL = 12;
  const taken = new Set<Insert<typeof s.products>>([...byNewest.slice(0, RAIL), ...bySold.slice(0, RAIL)]);
  const free = (product: Insert<typeof s.products>) => !taken.has(product);
  /** Products not on a rail yet first (in their order), then the others; the first RAIL are then taken. */
  const railFirst = (list: Insert<typeof s.products>[]) => {
    const ordered = [...list.filter(free), ...list.filter((product) => !free(product))];
    for (const product of ordered.slice(0, RAIL)) taken.add(product);
    return ordered;
  };
  const lightning = random.sample(promos, 18 + taken.size).filter(free).slice(0, 18);
  for (const product of lightning) {
    product.offerEndDate = new Date(now.getTime() + random.int(6, 7 * 24) * 3_600_000);
    taken.add(product);
  }
  const cap = Math.max(24, Math.min(500, Math.floor(total / 10)));
  const promotion = railFirst(promos.slice(0, cap * 4));
  const mothersDay = railFirst(random.sample(productRows.filter((_, i) => leafOf[i]!.mothersDay), cap));
  const members: Record<(typeof GROUPS)[number]['rule'], Insert<typeof s.products>[]> = {
    newest: byNewest.slice(0, 24),
    promotion,
    bestSellers: bySold.slice(0, 24),
    mothersDay,
    lightning,
    home: random.sample(inStock, 16 + taken.size).filter(free).slice(0, 16),
  };
  // Seals on the cards (no random draw, so the rest of the catalogue stays as it was): the newest products
  // 'Lançamento', every other product of the home showcase 'Exclusivo', and one in five of those from
  // R$ 299,00 (the free-shipping threshold of seedCartRules) 'Frete Grátis'.
  const sealRows: Insert<typeof s.productSeals>[] = [
    { id: 1, name: 'Lançamento', image: '/assets/seals/lancamento.svg' },
    { id: 2, name: 'Exclusivo', image: '/assets/seals/exclusivo.svg' },
    { id: 3, name: 'Frete Grátis', image: '/assets/seals/frete-gratis.svg' },
  ];
  for (const product of members.newest) product.sealId = 1;
  members.home.forEach((product, i) => {
    if (!product.sealId && i % 2 === 0) product.sealId = 2;
  });
  for (const product of productRows) if (!product.sealId && product.id! % 5 === 0 && (product.pricePromotion ?? product.price!) >= 299) product.sealId = 3;
  const productGroupRows: Insert<typeof s.productGroups>[] = GROUPS.flatMap((group, g) =>
    members[group.rule].map((product, position) => ({ productId: product.id!, groupId: g + 1, position: position + 1 })),
  );

  const customerRows: Insert<typeof s.customers>[] = [
    {
      id: 1,
      name: 'Maria da Silva',
      email: 'maria@example.com',
      cpfCnpj: '52998224725',
      personType: 'F',
      phone: '11987654321',
      dateBirth: '1985-03-14',
      passwordHash,
      termAccepted: true,
      createdAt: new Date(now.getTime() - 400 * DAY),
    },
    {
      id: 2,
      name: 'Empresa Exemplo Comércio Ltda',
      email: 'contato@empresa.example.com',
      cpfCnpj: '11222333000181',
      personType: 'J',
      fantasyName: 'Empresa Exemplo',
      contact: 'Carlos Pereira',
      phone: '1133334444',
      passwordHash,
      termAccepted: true,
      createdAt: new Date(now.getTime() - 200 * DAY),
    },
    {
      id: 3,
      name: 'João Souza',
      email: 'joao@example.com',
      cpfCnpj: `111444777${cpfCheckDigits('111444777')}`,
      personType: 'F',
      phone: '21998765432',
      dateBirth: '1990-11-02',
      passwordHash: null,
      termAccepted: false,
      createdAt: new Date(now.getTime() - 30 * DAY),
    },
    {
      id: 4,
      name: 'Ana Beatriz Conceição',
      email: 'ana@example.com',
      cpfCnpj: `987654321${cpfCheckDigits('987654321')}`,
      personType: 'F',
      phone: '31991234567',
      dateBirth: '1978-07-21',
      passwordHash,
      termAccepted: true,
      createdAt: new Date(now.getTime() - 90 * DAY),
    },
  ];

  customerRows.push(...reviewerRows(now));
  const ratingRows = reviewRows(productRows, now);

  const bulk = total >= BULK_THRESHOLD;
  await db.transaction(async (tx) => {
    // A big catalogue loads faster without its secondary indexes and foreign-key triggers; both come back
    // at the end of the transaction (the indexes from their own definitions in pg_indexes).
    let indexDefinitions: string[] = [];
    if (bulk) {
      const rows = await queryRows<{ indexname: string; indexdef: string }>(tx, sql`
        select i.indexname, i.indexdef from pg_indexes i
        where i.schemaname = 'public' and i.tablename in (${sql.join(BULK_TABLES.map((t) => sql`${t}`), sql`, `)})
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
      indexDefinitions = rows.map((row) => row.indexdef);
      for (const row of rows) await tx.execute(sql`drop index ${sql.identifier(row.indexname)}`);
      const [superuser] = await queryRows<{ rolsuper: boolean }>(tx, sql`select rolsuper from pg_roles where rolname = current_user`);
      if (superuser?.rolsuper) await tx.execute(sql`set local session_replication_role = replica`);
    }
    await tx.insert(s.companySettings).values({
      id: 1,
      nameStore: 'Jet Store',
      fantasyName: 'Jet Store Comércio Eletrônico Ltda',
      phoneContact: '1140028922',
      logo: '/img/logo.svg',
      urlStore: '',
      theme: 'default',
      sortDefault: 'V',
      orderBy: 'asc',
      usePurchaseFacilitator: 'S',
      quantityItemsPage: 12,
      infiniteScrolling: false,
      viewProductFiltersUrl: false,
      showInstallmentAtListsAndDetail: true,
      showProductAvaliationStars: true,
      quantityProductsToShowAtShowcase: 8,
      // shown under the price of every card (widgets/product-card/README.md); true of the seeded rules
      complementText: 'Frete grátis nas compras acima de R$ 299,00',
      // 'R$ … no Pix' on cards, product page and cart; taken off at the checkout (src/format/pix-price.ts)
      pixDiscountPercent: 5,
      statusGtm: false,
      gtm: '',
      idPixel: '',
      statusPolicyPrivacy: true,
      policyPrivacy: PRIVACY_POLICY,
      policyPrivacyVersion: '1',
    });
    await insertAll(tx, s.socialNetworks, [
      { identifier: 'instagram', content: 'https://www.instagram.com/jetstore.example', contactMessage: '', show: true, position: 1 },
      { identifier: 'facebook', content: 'https://www.facebook.com/jetstore.example', contactMessage: '', show: true, position: 2 },
      { identifier: 'whatsapp', content: '5511940028922', contactMessage: 'Olá! Vim pela loja e gostaria de ajuda.', show: true, position: 3 },
      { identifier: 'youtube', content: 'https://www.youtube.com/@jetstore.example', contactMessage: '', show: true, position: 4 },
      { identifier: 'tiktok', content: 'https://www.tiktok.com/@jetstore.example', contactMessage: '', show: false, position: 5 },
    ]);
    await insertAll(tx, s.brands, brandRows);
    await insertAll(tx, s.groups, groupRows);
    await insertAll(tx, s.categories, categoryRows);
    await insertAll(tx, s.references, referenceRows);
    await insertAll(tx, s.variations, variationRows);
    await insertAll(tx, s.attributes, attributeRows);
    await insertAll(tx, s.attributeValues, attributeValueRows);
    await insertAll(tx, s.productSeals, sealRows);
    await insertAll(tx, s.products, productRows);
    await insertAll(tx, s.productCategories, productCategoryRows);
    await insertAll(tx, s.productGroups, productGroupRows);
    await insertAll(tx, s.productAttributes, productAttributeRows);
    await insertAll(tx, s.skus, skuRows);
    await insertAll(tx, s.skuVariations, skuVariationRows);
    await insertAll(tx, s.productImages, imageRows);
    await insertAll(tx, s.customers, customerRows);
    await insertAll(tx, s.productRatings, ratingRows);
    if (bulk) {
      await tx.execute(sql`set local session_replication_role = origin`);
      for (const definition of indexDefinitions) await tx.execute(sql.raw(definition));
    }
    await seedContent(tx);
    await seedCartRules(tx);
    await seedStoreFrame(tx);
    await seedCustomerArea(tx);
    await seedOrders(tx, now);
    await seedTracking(tx, now);
    await seedContact(tx);
    await seedSitePages(tx);
    await seedEngage(tx);
    // The listing read model (product_listing, product_search, listing_facets) from the rows above.
    await rebuildListingIndex(tx as unknown as Db, { bulk });
    // Explicit ids were used: move the sequences past them.
    for (const table of ['brands', 'groups', 'product_seals', 'categories', 'variation_references', 'variations', 'attributes', 'attribute_values', 'products', 'skus', 'product_images', 'customers']) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`,
      );
    }
  });
  if (bulk) await db.execute(sql`analyze`);

  const categoriesByLevel: Record<number, number> = {};
  for (const row of categoryRows) categoriesByLevel[row.level!] = (categoriesByLevel[row.level!] ?? 0) + 1;
  return {
    products: total,
    brands: brandRows.length,
    groups: groupRows.length,
    categoriesByLevel,
    skus: skuRows.length,
    productsWithVariations,
    soldOut,
    promotions: productRows.filter((p) => p.pricePromotion !== null).length,
    onRequest: productRows.filter((p) => p.idTypeProduct === 3).length,
    customers: customerRows.length,
    millis: Math.round(performance.now() - started),
  };
}

/** Human summary for the start-up log line and the seed command. */
export function describeSeed(summary: SeedSummary): string {
  const levels = Object.entries(summary.categoriesByLevel)
    .map(([level, n]) => `${n} at level ${level}`)
    .join(', ');
  return (
    `${summary.products} products (${summary.productsWithVariations} with variations, ${summary.skus} SKUs, ` +
    `${summary.soldOut} sold out, ${summary.promotions} on promotion, ${summary.onRequest} on request), ` +
    `${summary.brands} brands, ${summary.groups} groups, categories ${levels}, ${summary.customers} customers ` +
    `in ${(summary.millis / 1000).toFixed(1)} s`
  );
}
