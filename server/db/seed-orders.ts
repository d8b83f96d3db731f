/**
 * Seed of the orders (issue 12; customer-area §3, §4): Maria's 24 orders (three pages of ten), Ana's one,
 * their files and Maria's store credit. Products and SKUs are real rows of the seeded catalogue, picked by
 * SQL in a fixed order, so the same catalogue gives the same orders.
 *
 * Dates are relative to the seed's clock (`now`): the client computes Pix (1 day) and boleto (2 days)
 * expiry from the order date, so the live Pix (#1024), the pending boleto (#1023) and the gateway-17 boleto
 * (#1021) are placed hours before the seed runs. A demo database older than a day shows the Pix expired
 * (and older than two days, the boletos): run `npm run seed` again for live codes.
 *
 * Maria (customer 1), newest first:
 *   #1024 Novo, Pix live (1 h old)          #1023 Novo, boleto pending (1 day old)
 *   #1022 Aprovado, digital only (an e-book with a PDF and a ZIP; no address, digital delivery)
 *   #1021 Novo, boleto on gateway 17 with a payment link (pay-now)
 *   #1020 Cancelado                         #1019 status '06' (Pix not paid, 8 days old)
 *   #1018 card 3x with interest             #1017 store credit (R$ 40,00) and a discount
 *   #1016 items with variations             #1015 Em aprovação with a digital item (files locked)
 *   #1014 carrier (frenet) name             #1013 … #1001 older orders, delivered (#1009: an undated entry)
 * Ana (customer 4): #1025 Aprovado with a digital item and one file (Maria must not open it).
 */
import { strToU8, zipSync } from 'fflate';
import { sql } from 'drizzle-orm';
import { DEMO_PIX_KEY, orderBoletoLine, orderPixCode } from '../services/checkout';
import { queryRows, type Db } from './client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const cents = (value: number) => Math.round(value * 100);
const reais = (value: number) => value / 100;

interface Product {
  id: number;
  skuId: number;
  name: string;
  price: number;
  virtual: boolean;
  variations: Array<{ nameReference: string; nameVariation: string }>;
}

interface Status {
  name: string;
  code: string;
  /** Hours after the order; null: an entry without a date. */
  after: number | null;
}

interface OrderSeed {
  id: number;
  customerId: number;
  /** Hours before now. */
  age: number;
  items: Array<{ product: Product; quantity: number }>;
  method: 'pix' | 'boleto' | 'card';
  gateway?: { id: number; name: string };
  paymentLink?: string;
  statuses: Status[];
  shipping: { name: string; value: number; days: number; usefulDay: boolean; carrier?: string };
  discount?: number;
  storeCredit?: number;
  installments?: number;
  interest?: number;
  /** No delivery address (only digital items). */
  noAddress?: boolean;
  files?: Record<number, Array<{ name: string; content: Uint8Array }>>;
}

const NOVO: Status = { name: 'Novo', code: '01', after: 0 };
const APPROVING: Status = { name: 'Em aprovação', code: '02', after: 1 };
const APPROVED: Status = { name: 'Aprovado', code: '03', after: 3 };
const SENT: Status = { name: 'Enviado', code: '04', after: 30 };
const DELIVERED: Status = { name: 'Entregue', code: '05', after: 100 };
const CANCELLED: Status = { name: 'Cancelado', code: '07', after: 26 };
const NOT_PAID: Status = { name: 'Pagamento não realizado', code: '06', after: 25 };
const DONE = [NOVO, APPROVING, APPROVED, SENT, DELIVERED];

const GATEWAYS = {
  pix: { id: 18, name: 'Pix' },
  boleto: { id: 20, name: 'Boleto bancário' },
  card: { id: 17, name: 'Cartão de crédito' },
  boleto17: { id: 17, name: 'Boleto PagJet' },
};
const ECONOMICA = { name: 'Econômica', value: 19.9, days: 8, usefulDay: true };
const EXPRESSA = { name: 'Expressa', value: 34.9, days: 3, usefulDay: true };
const DIGITAL = { name: 'Entrega digital', value: 0, days: 0, usefulDay: false };

/** A one-page PDF that says `line` (valid xref offsets, so readers open it). */
function tinyPdf(line: string): Uint8Array {
  const stream = `BT /F1 18 Tf 72 720 Td (${line.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return strToU8(body);
}

/** A small ZIP of plain-text files (fixed dates: the same bytes every seed). */
function tinyZip(files: Record<string, string>): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, content]) => [name, strToU8(content)])), { mtime: new Date('2026-01-01T00:00:00Z') });
}

/** The files of the seed, by name (tests compare the answers' bytes with these). */
export const SEED_FILES = {
  ebookPdf: { name: 'ebook-completo.pdf', content: tinyPdf('E-book completo - Jet Store') },
  ebookZip: { name: 'material-complementar.zip', content: tinyZip({ 'lista-de-compras.txt': 'Batata\nFrango\nLegumes\n', 'leia-me.txt': 'Material complementar do e-book.\n' }) },
  courseNotes: { name: 'apostila-do-curso.pdf', content: tinyPdf('Apostila do curso - Jet Store') },
  anaEbook: { name: 'ebook-da-ana.pdf', content: tinyPdf('Arquivo do pedido da Ana') },
};

async function pickProducts(tx: Tx): Promise<{ simple: Product[]; virtual: Product[]; varied: Product[] } | undefined> {
  type Row = { id: number; sku_id: number; name: string; price: string; is_virtual: boolean };
  const toProduct = (r: Row, variations: Product['variations'] = []): Product => ({
    id: Number(r.id), skuId: Number(r.sku_id), name: r.name, price: Number(r.price), virtual: r.is_virtual, variations,
  });
  const simple = await queryRows<Row>(tx, sql`
    select p.id, s.id as sku_id, p.name, p.sale_price as price, p.is_virtual from products p join skus s on s.product_id = p.id and s.standard
    where p.active and not p.is_virtual and p.id_type_product = 1 and not p.flag_exhausted
      and not exists (select 1 from sku_variations sv join skus x on x.id = sv.sku_id where x.product_id = p.id)
    order by p.id limit 12`);
  const virtual = await queryRows<Row>(tx, sql`
    select p.id, s.id as sku_id, p.name, p.sale_price as price, p.is_virtual from products p join skus s on s.product_id = p.id and s.standard
    where p.active and p.is_virtual and p.id_type_product = 1 order by p.id limit 4`);
  const varied = await queryRows<Row>(tx, sql`
    select p.id, s.id as sku_id, p.name, coalesce(s.price_promotion, s.price, p.sale_price) as price, p.is_virtual
    from products p join skus s on s.product_id = p.id
    where p.active and not p.is_virtual and p.id_type_product = 1 and s.visible
      and (select count(*) from sku_variations sv where sv.sku_id = s.id) >= 2
    order by p.id, s.id limit 2`);
  const variationsOf = async (skuId: number) =>
    (await queryRows<{ reference: string; variation: string }>(tx, sql`
      select r.name as reference, v.name as variation from sku_variations sv join variations v on v.id = sv.variation_id
      join variation_references r on r.id = v.reference_id where sv.sku_id = ${skuId} order by r.ordination, r.id`)).map((v) => ({ nameReference: v.reference, nameVariation: v.variation }));
  // a catalogue too small for the demo orders (SEED_PRODUCTS of a few) gets none
  if (simple.length < 12 || virtual.length < 2 || varied.length < 1) return undefined;
  return {
    simple: simple.map((r) => toProduct(r)),
    virtual: virtual.map((r) => toProduct(r)),
    varied: await Promise.all(varied.map(async (r) => toProduct(r, await variationsOf(Number(r.sku_id))))),
  };
}

function orderSeeds(p: { simple: Product[]; virtual: Product[]; varied: Product[] }): OrderSeed[] {
  const [s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11] = p.simple as [Product, Product, Product, Product, Product, Product, Product, Product, Product, Product, Product, Product];
  const [ebook, course] = p.virtual as [Product, Product];
  const varied = p.varied;
  const seeds: OrderSeed[] = [
    { id: 1024, customerId: 1, age: 1, items: [{ product: s0, quantity: 1 }, { product: s1, quantity: 2 }], method: 'pix', statuses: [NOVO], shipping: ECONOMICA },
    { id: 1023, customerId: 1, age: 24, items: [{ product: s2, quantity: 1 }], method: 'boleto', statuses: [NOVO], shipping: EXPRESSA },
    {
      id: 1022, customerId: 1, age: 72, items: [{ product: ebook, quantity: 1 }], method: 'pix', statuses: [NOVO, APPROVING, APPROVED], shipping: DIGITAL, noAddress: true,
      files: { [ebook.id]: [SEED_FILES.ebookPdf, SEED_FILES.ebookZip] },
    },
    {
      id: 1021, customerId: 1, age: 5, items: [{ product: s3, quantity: 1 }], method: 'boleto', gateway: GATEWAYS.boleto17,
      paymentLink: 'https://pagamento.example.com/boleto/1021', statuses: [NOVO], shipping: ECONOMICA,
    },
    { id: 1020, customerId: 1, age: 6 * 24, items: [{ product: s4, quantity: 1 }], method: 'pix', statuses: [NOVO, CANCELLED], shipping: ECONOMICA },
    { id: 1019, customerId: 1, age: 8 * 24, items: [{ product: s5, quantity: 1 }], method: 'pix', statuses: [NOVO, NOT_PAID], shipping: EXPRESSA },
    { id: 1018, customerId: 1, age: 10 * 24, items: [{ product: s6, quantity: 1 }, { product: s7, quantity: 1 }], method: 'card', statuses: [NOVO, APPROVING, APPROVED, SENT], shipping: EXPRESSA, installments: 3, interest: 12.45 },
    { id: 1017, customerId: 1, age: 15 * 24, items: [{ product: s8, quantity: 2 }], method: 'pix', statuses: [NOVO, APPROVED, SENT, DELIVERED], shipping: ECONOMICA, discount: 15, storeCredit: 40 },
    { id: 1016, customerId: 1, age: 20 * 24, items: varied.map((product) => ({ product, quantity: 1 })), method: 'card', statuses: DONE, shipping: ECONOMICA },
    {
      id: 1015, customerId: 1, age: 25 * 24, items: [{ product: course, quantity: 1 }, { product: s9, quantity: 1 }], method: 'boleto', statuses: [NOVO, APPROVING], shipping: ECONOMICA,
      files: { [course.id]: [SEED_FILES.courseNotes] },
    },
    { id: 1014, customerId: 1, age: 32 * 24, items: [{ product: s10, quantity: 1 }], method: 'card', statuses: DONE, shipping: { name: 'Frenet', value: 27.5, days: 6, usefulDay: true, carrier: 'Jadlog' } },
  ];
  // older orders: delivered, alternating methods and products; #1009 has an entry without a date
  for (let id = 1013; id >= 1001; id -= 1) {
    const n = 1013 - id;
    const product = p.simple[n % p.simple.length]!;
    const method = (['card', 'pix', 'boleto'] as const)[n % 3]!;
    seeds.push({
      id, customerId: 1, age: (40 + n * 27) * 24, items: [{ product, quantity: 1 + (n % 2) }], method,
      statuses: id === 1009 ? [NOVO, APPROVED, { name: 'Enviado', code: '04', after: null }] : DONE,
      shipping: n % 2 ? EXPRESSA : ECONOMICA,
      installments: method === 'card' && n % 2 === 0 ? 2 : 1,
    });
  }
  // one with a digital item among the old ones (delivered: files released)
  seeds.find((s) => s.id === 1005)!.items.push({ product: ebook, quantity: 1 });
  seeds.find((s) => s.id === 1005)!.files = { [ebook.id]: [SEED_FILES.ebookPdf] };
  void s11;
  seeds.push({
    id: 1025, customerId: 4, age: 4 * 24, items: [{ product: ebook, quantity: 1 }], method: 'pix', statuses: [NOVO, APPROVED], shipping: DIGITAL, noAddress: true,
    files: { [ebook.id]: [SEED_FILES.anaEbook] },
  });
  return seeds;
}

export async function seedOrders(tx: Tx, now: Date): Promise<void> {
  const products = await pickProducts(tx);
  if (!products) return;
  const addresses = await queryRows<{ customer_id: number; receiver: string; zip_code: string; street_address: string; number: string; complement: string; neighbourhood: string; city: string; state: string; phone_contact: string }>(tx, sql`
    select * from addresses where is_default order by customer_id`);
  const emails = await queryRows<{ id: number; email: string }>(tx, sql`select id, email from customers`);
  for (const seed of orderSeeds(products)) {
    const date = new Date(now.getTime() - seed.age * HOUR);
    const itemsCents = seed.items.reduce((sum, item) => sum + item.quantity * cents(item.product.price), 0);
    const shippingCents = cents(seed.shipping.value);
    const discountCents = cents(seed.discount ?? 0);
    const creditCents = cents(seed.storeCredit ?? 0);
    const interestCents = cents(seed.interest ?? 0);
    const totalCents = itemsCents + shippingCents - discountCents - creditCents + interestCents;
    const installments = seed.installments ?? 1;
    const gateway = seed.gateway ?? GATEWAYS[seed.method];
    const code =
      seed.method === 'pix'
        ? orderPixCode({ key: DEMO_PIX_KEY, amount: reais(totalCents), merchantName: 'Jet Store', merchantCity: 'São Paulo', orderId: seed.id })
        : seed.method === 'boleto'
          ? orderBoletoLine(seed.id, reais(totalCents), date)
          : null;
    await tx.execute(sql`
      insert into orders (id, customer_id, date_order, email, total_items, total_shipping, total_discount, total_store_credit, interest_value, total,
                          installments, installment_value, delivery_time, useful_day, shipping_name, carrier_name, payment_method, gateway_id, gateway_name,
                          payment_code, payment_link)
      values (${seed.id}, ${seed.customerId}, ${date.toISOString()}, ${emails.find((e) => Number(e.id) === seed.customerId)?.email ?? ''},
              ${reais(itemsCents)}, ${reais(shippingCents)}, ${reais(discountCents)}, ${reais(creditCents)}, ${reais(interestCents)}, ${reais(totalCents)},
              ${installments}, ${reais(Math.round(totalCents / installments))}, ${seed.shipping.days}, ${seed.shipping.usefulDay}, ${seed.shipping.name},
              ${seed.shipping.carrier ?? null}, ${seed.method}, ${gateway.id}, ${gateway.name}, ${code}, ${seed.paymentLink ?? null})`);
    const address = addresses.find((a) => Number(a.customer_id) === seed.customerId);
    if (address && !seed.noAddress) {
      await tx.execute(sql`
        insert into order_addresses (order_id, receiver, zip_code, street_address, number, complement, neighbourhood, city, state, phone_contact)
        values (${seed.id}, ${address.receiver}, ${address.zip_code}, ${address.street_address}, ${address.number}, ${address.complement},
                ${address.neighbourhood}, ${address.city}, ${address.state}, ${address.phone_contact})`);
    }
    for (const { product, quantity } of seed.items) {
      const [item] = await queryRows<{ id: number }>(tx, sql`
        insert into order_items (order_id, product_id, sku_id, name, quantity, unit_price, is_virtual, variations)
        values (${seed.id}, ${product.id}, ${product.skuId}, ${product.name}, ${quantity}, ${product.price}, ${product.virtual}, ${JSON.stringify(product.variations)}::jsonb)
        returning id`);
      for (const file of seed.files?.[product.id] ?? []) {
        await tx.execute(sql`insert into order_item_attachments (order_item_id, name, content) values (${item!.id}, ${file.name}, ${Buffer.from(file.content)})`);
      }
    }
    for (const status of seed.statuses) {
      const at = status.after === null ? null : new Date(date.getTime() + status.after * HOUR).toISOString();
      await tx.execute(sql`insert into order_status_history (order_id, name, code, registered_at) values (${seed.id}, ${status.name}, ${status.code}, ${at})`);
    }
  }
  // Maria's store credit: R$ 150 and R$ 30 alive, R$ 50 expired, R$ 40 used in #1017 → balance R$ 140,00
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  await tx.execute(sql`
    insert into store_credit_entries (customer_id, kind, amount, note, registered_at, expires_at, order_id) values
      (1, 'C', 50, 'Bônus de aniversário', ${at(-400)}, ${at(-35)}, null),
      (1, 'C', 150, 'Crédito da troca do pedido #1003', ${at(-60)}, ${at(120)}, null),
      (1, 'D', 40, 'Pedido #1017', ${at(-15)}, null, 1017),
      (1, 'C', 30, 'Cashback de novembro', ${at(-10)}, ${at(80)}, null)`);
  for (const table of ['orders', 'order_items', 'order_item_attachments', 'order_status_history', 'store_credit_entries']) {
    await tx.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`);
  }
}
