/**
 * Seed of the engagement tables (issue 13): the store's event lists (gift lists with fixed dates, so the
 * same seed gives the same rows), two newsletter sign-ups, and a wish list of three products for Maria
 * (maria@example.com), so the header's counter shows 3 once she signs in.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** [idType, type name, title, date, place, url]. The past one (2026) is kept to show it is left out. */
const EVENT_LISTS: ReadonlyArray<readonly [typeId: number, typeName: string, title: string, date: string, place: string, url: string]> = [
  [1, 'Casamento', 'Ana & Pedro', '2027-05-22', 'Belo Horizonte - MG', ''],
  [2, 'Chá de bebê', 'Chegada da Helena', '2027-02-13', 'São Paulo - SP', ''],
  [3, 'Aniversário', 'Os 40 anos do Marcos', '2027-03-06', 'Curitiba - PR', ''],
  [4, 'Chá de casa nova', 'Casa nova da Júlia e do Rafael', '2027-01-30', 'Recife - PE', ''],
  [1, 'Casamento', 'Beatriz & Thiago', '2027-09-18', 'Salvador - BA', ''],
  [2, 'Chá de bebê', 'Bem-vindo, Miguel', '2026-03-14', 'Porto Alegre - RS', ''],
];

const SUBSCRIPTIONS: ReadonlyArray<readonly [email: string, name: string]> = [
  ['ana.souza@example.com', 'Ana Souza'],
  ['carlos.lima@example.com', 'Carlos Lima'],
];

export async function seedEngage(tx: Tx): Promise<void> {
  for (const [typeId, typeName, title, date, place, url] of EVENT_LISTS) {
    await tx.execute(sql`
      insert into event_lists (type_id, type_name, title, event_date, place, url)
      values (${typeId}, ${typeName}, ${title}, ${date}, ${place}, ${url})`);
  }
  for (const [email, name] of SUBSCRIPTIONS) {
    await tx.execute(sql`insert into newsletter_subscriptions (email, name) values (${email}, ${name})`);
  }
  // Maria's wish list: the first three active products, in id order (deterministic).
  await tx.execute(sql`
    insert into wishlist_items (customer_id, product_id)
    select c.id, p.id from customers c
    cross join (select id from products where active order by id limit 3) p
    where c.email = 'maria@example.com'`);
}
