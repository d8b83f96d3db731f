/**
 * Seed of the store's frame (catalogue-and-discovery §2, §3): the footer's security seals, the company's
 * CNPJ, address, rating seal id and WhatsApp, and the payment brands of the seeded gateways (the flags).
 * Deterministic; runs after seedCartRules (it reads the gateways by name).
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { companyInfo, seals } from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Card brands of the credit-card gateway: [name, namePayment, idPaymentBrand]. */
const CARD_BRANDS: ReadonlyArray<readonly [string, string, number]> = [
  ['Visa', 'visa', 1],
  ['Mastercard', 'mastercard', 2],
  ['Elo', 'elo', 3],
  ['American Express', 'amex', 4],
  ['Hipercard', 'hipercard', 5],
  ['Diners Club', 'diners', 6],
];

/**
 * [gateway name, method, brand name, namePayment, idPaymentBrand]. 320–323 are the spec's special ids.
 * The flags read gateways 17 (card, also listing Pix) and 20 (boleto) only; the checkout's Pix gateway
 * (18) lists no brand.
 */
const OTHER_BRANDS: ReadonlyArray<readonly [string, string, string, string, number]> = [
  ['Cartão de crédito', 'Pix', 'Pix', 'pix', 322],
  ['Boleto bancário', 'Boleto', 'Boleto', 'boleto', 321],
  ['Boleto bancário', 'Transferência bancária', 'Transferência bancária', 'transferencia', 323],
];

export async function seedStoreFrame(tx: Tx): Promise<void> {
  await tx.insert(seals).values([
    { name: 'Site Seguro', link: '/institucional/1/1', image: '/assets/seals/site-seguro.svg', code: '', show: true, position: 1 },
    { name: 'Compra Segura', link: '', image: '/assets/seals/compra-segura.svg', code: '', show: true, position: 2 },
    {
      name: 'Loja Protegida',
      link: '',
      image: '',
      code: '<p class="seal-code"><strong>Loja Protegida</strong><br>Dados criptografados de ponta a ponta</p>',
      show: true,
      position: 3,
    },
  ]);
  await tx.insert(companyInfo).values({
    id: 1,
    cnpj: '11222333000181',
    street: 'Avenida Paulista',
    number: '1000',
    complement: 'Conjunto 42',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    postcode: '01310100',
    idEBit: '123456',
    whatsapp: '5511940028922',
    whatsappMessage: 'Olá! Vim pela loja e gostaria de ajuda.',
  });
  let position = 0;
  for (const [name, namePayment, id] of CARD_BRANDS) {
    position += 1;
    await tx.execute(sql`
      insert into payment_brands (gateway_id, method, name, name_payment, id_payment_brand, position)
      select id, 'Cartão de crédito', ${name}, ${namePayment}, ${id}, ${position} from payment_gateways where name = 'Cartão de crédito'`);
  }
  for (const [gateway, method, name, namePayment, id] of OTHER_BRANDS) {
    position += 1;
    await tx.execute(sql`
      insert into payment_brands (gateway_id, method, name, name_payment, id_payment_brand, position)
      select id, ${method}, ${name}, ${namePayment}, ${id}, ${position} from payment_gateways where name = ${gateway}`);
  }
}
