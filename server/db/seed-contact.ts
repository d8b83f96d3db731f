/**
 * Seed of the contact form's topics ('Selecione a Descrição'). Deterministic: fixed ids and order. The
 * demo store sends every topic to the store's contact address but 'Trocas e devoluções', which has a
 * mailbox of its own (both land in the outbox, /demo/outbox).
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { contactTopics } from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** [id, description, e-mail ('' = the store's contact address)]. */
const CONTACT_TOPICS: ReadonlyArray<readonly [id: number, description: string, email: string]> = [
  [1, 'Dúvidas sobre um produto', ''],
  [2, 'Acompanhar meu pedido', ''],
  [3, 'Trocas e devoluções', 'trocas@jetstore.example'],
  [4, 'Formas de pagamento', ''],
  [5, 'Sugestões e elogios', ''],
];

export async function seedContact(tx: Tx): Promise<void> {
  await tx.insert(contactTopics).values(CONTACT_TOPICS.map(([id, description, email], index) => ({ id, description, email, position: index + 1 })));
  await tx.execute(sql`select setval(pg_get_serial_sequence('contact_topics', 'id'), (select max(id) from contact_topics) + 1, false)`);
}
