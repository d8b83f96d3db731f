/**
 * Seed of the customer area (customer-area §3–§9): the company's registration and privacy settings, the
 * newsletter categories, the documented customers' addresses and policy acceptances, and the offline CEP
 * table. Deterministic: fixed rows and dates, written inside the seed's transaction (server/db/seed.ts).
 *
 * The CEPs are real: two or more per state (all 27), street-level ones in several capitals and the general
 * CEP of small towns (no street, no neighbourhood). server/README.md lists a few for the demo.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import * as s from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The policy version in force; Ana (customer 4) accepted only '1', so she is asked to accept this one. */
const CURRENT_POLICY_VERSION = '2';
const POLICY_MODIFIED_AT = new Date('2026-11-01T12:00:00Z');

const NEWSLETTER_CATEGORIES = ['Ofertas e promoções', 'Lançamentos', 'Casa e decoração', 'Moda', 'Esportes'] as const;

/** [cep, street, neighbourhood, city, state]; '' where the CEP is a whole town's. */
const POSTCODES: ReadonlyArray<readonly [cep: string, street: string, neighbourhood: string, city: string, state: string]> = [
  ['69930000', '', '', 'Xapuri', 'AC'],
  ['69932000', '', '', 'Brasiléia', 'AC'],
  ['57955000', '', '', 'Maragogi', 'AL'],
  ['57940000', '', '', 'São Miguel dos Milagres', 'AL'],
  ['69077795', 'Rua José de Alencar', 'Japiim', 'Manaus', 'AM'],
  ['69020060', 'Rua Major Gabriel', 'Centro', 'Manaus', 'AM'],
  ['69735000', '', '', 'Presidente Figueiredo', 'AM'],
  ['68980000', '', '', 'Oiapoque', 'AP'],
  ['68920000', '', '', 'Laranjal do Jari', 'AP'],
  ['40330200', 'Rua Conde de Porto Alegre', 'IAPI', 'Salvador', 'BA'],
  ['41110300', 'Rua Flor de Maio', 'Pernambués', 'Salvador', 'BA'],
  ['46960000', '', '', 'Lençóis', 'BA'],
  ['60055400', 'Avenida Aguanambi', 'José Bonifácio', 'Fortaleza', 'CE'],
  ['60135238', 'Avenida Pontes Vieira', 'Dionísio Torres', 'Fortaleza', 'CE'],
  ['62598000', '', '', 'Jijoca de Jericoacoara', 'CE'],
  ['70040010', '', '', 'Brasília', 'DF'],
  ['70150900', 'Praça dos Três Poderes', 'Zona Cívico-Administrativa', 'Brasília', 'DF'],
  ['29260000', '', '', 'Domingos Martins', 'ES'],
  ['29650000', '', '', 'Santa Teresa', 'ES'],
  ['74000000', '', '', 'Goiânia', 'GO'],
  ['72980000', '', '', 'Pirenópolis', 'GO'],
  ['73770000', '', '', 'Alto Paraíso de Goiás', 'GO'],
  ['65590000', '', '', 'Barreirinhas', 'MA'],
  ['65250000', '', '', 'Alcântara', 'MA'],
  ['30130010', 'Praça Sete de Setembro', 'Centro', 'Belo Horizonte', 'MG'],
  ['30350210', 'Rua Matipó', 'Santo Antônio', 'Belo Horizonte', 'MG'],
  ['36325000', '', '', 'Tiradentes', 'MG'],
  ['79290000', '', '', 'Bonito', 'MS'],
  ['79390000', '', '', 'Bodoquena', 'MS'],
  ['78195000', '', '', 'Chapada dos Guimarães', 'MT'],
  ['78460000', '', '', 'Nobres', 'MT'],
  ['66055240', 'Avenida Governador José Malcher', 'Nazaré', 'Belém', 'PA'],
  ['66813420', 'Rua Sargento Joaquim Resende', 'Campina de Icoaraci (Icoaraci)', 'Belém', 'PA'],
  ['68721000', '', '', 'Salinópolis', 'PA'],
  ['58322000', '', '', 'Conde', 'PB'],
  ['58397000', '', '', 'Areia', 'PB'],
  ['50870480', 'Rua Jataúba', 'Caçote', 'Recife', 'PE'],
  ['50030040', 'Rua da Moeda', 'Recife', 'Recife', 'PE'],
  ['53990000', '', '', 'Fernando de Noronha', 'PE'],
  ['64088630', 'Rua Quinze de Novembro', 'Todos os Santos', 'Teresina', 'PI'],
  ['64000040', 'Praça da Liberdade', 'Centro', 'Teresina', 'PI'],
  ['64255000', '', '', 'Pedro II', 'PI'],
  ['80210000', 'Avenida Prefeito Omar Sabbag', 'Jardim Botânico', 'Curitiba', 'PR'],
  ['80530000', 'Avenida Cândido de Abreu', 'Centro Cívico', 'Curitiba', 'PR'],
  ['83350000', '', '', 'Morretes', 'PR'],
  ['20040020', 'Praça Floriano', 'Centro', 'Rio de Janeiro', 'RJ'],
  ['23970000', '', '', 'Paraty', 'RJ'],
  ['28950000', '', '', 'Armação dos Búzios', 'RJ'],
  ['59080450', 'Rua Raimundo de Medeiros Dantas', 'Neópolis', 'Natal', 'RN'],
  ['59135620', 'Rua Bariri', 'Lagoa Azul', 'Natal', 'RN'],
  ['59178000', '', '', 'Tibau do Sul', 'RN'],
  ['76850000', '', '', 'Guajará-Mirim', 'RO'],
  ['76857000', '', '', 'Nova Mamoré', 'RO'],
  ['69345000', '', '', 'Pacaraima', 'RR'],
  ['69360000', '', '', 'Caracaraí', 'RR'],
  ['91420270', 'Rua São Domingos', 'Bom Jesus', 'Porto Alegre', 'RS'],
  ['95670000', '', '', 'Gramado', 'RS'],
  ['95680000', '', '', 'Canela', 'RS'],
  ['88040050', 'Servidão Martinho Leandro dos Santos', 'Pantanal', 'Florianópolis', 'SC'],
  ['88215000', '', '', 'Bombinhas', 'SC'],
  ['88650000', '', '', 'Urubici', 'SC'],
  ['49820000', '', '', 'Canindé de São Francisco', 'SE'],
  ['49190000', '', '', 'Pirambu', 'SE'],
  ['01310100', 'Avenida Paulista', 'Bela Vista', 'São Paulo', 'SP'],
  ['01001000', 'Praça da Sé', 'Sé', 'São Paulo', 'SP'],
  ['12460000', '', '', 'Campos do Jordão', 'SP'],
  ['11630000', '', '', 'Ilhabela', 'SP'],
  ['77593000', '', '', 'Mateiros', 'TO'],
  ['77370000', '', '', 'Natividade', 'TO'],
];

type AddressSeed = typeof s.addresses.$inferInsert;

/** Maria (1): a delivery and a billing address in São Paulo; the company (2): its head office (with its ERP id); Ana (4): one. */
const ADDRESSES: AddressSeed[] = [
  {
    id: 1, customerId: 1, identification: 'Casa', receiver: 'Maria da Silva', phoneContact: '11987654321',
    isDefault: true, isBilling: false, zipCode: '01310100', streetAddress: 'Avenida Paulista', number: '1000',
    complement: 'Apto 52', neighbourhood: 'Bela Vista', city: 'São Paulo', state: 'SP', addressType: 1,
  },
  {
    id: 2, customerId: 1, identification: 'Trabalho', receiver: 'Maria da Silva', phoneContact: '1133334444',
    isDefault: false, isBilling: true, zipCode: '01001000', streetAddress: 'Praça da Sé', number: '100',
    complement: 'Sala 3', neighbourhood: 'Sé', city: 'São Paulo', state: 'SP', addressType: 0,
  },
  {
    id: 3, customerId: 2, identification: 'Sede', receiver: 'Carlos Pereira', phoneContact: '1133334444',
    isDefault: true, isBilling: true, zipCode: '01310100', streetAddress: 'Avenida Paulista', number: '1842',
    complement: 'Conj 101', neighbourhood: 'Bela Vista', city: 'São Paulo', state: 'SP', addressType: 0,
    // kept in sync with the company's ERP: the id it knows the head office by
    externalId: 'ERP-000318',
  },
  {
    id: 4, customerId: 4, identification: 'Casa', receiver: 'Ana Beatriz Conceição', phoneContact: '31991234567',
    isDefault: true, isBilling: true, zipCode: '30350210', streetAddress: 'Rua Matipó', number: '120',
    complement: '', neighbourhood: 'Santo Antônio', city: 'Belo Horizonte', state: 'MG', addressType: 1,
  },
];

export async function seedCustomerArea(tx: Tx): Promise<void> {
  await tx
    .update(s.companySettings)
    .set({
      policyPrivacyVersion: CURRENT_POLICY_VERSION,
      policyPrivacyAlertText:
        'Usamos cookies e dados pessoais para melhorar a sua experiência. Saiba mais na nossa [linkPolitica]. Ao continuar navegando, você concorda com ela.',
      policyPrivacyModifiedAt: POLICY_MODIFIED_AT,
      statusB2b: false,
      termToAccept: true,
      termToAcceptText:
        'Ao criar sua conta, você concorda em fornecer dados verdadeiros, manter sua senha em sigilo e receber ' +
        'as comunicações sobre seus pedidos. Compras estão sujeitas à disponibilidade de estoque e às políticas ' +
        'de troca e devolução da Jet Store.',
      googleAppId: 'offline-google',
      facebookAppId: 'offline-facebook',
    })
    .where(sql`${s.companySettings.id} = 1`);

  await tx.insert(s.emailInfoCategories).values(NEWSLETTER_CATEGORIES.map((name, i) => ({ id: i + 1, name, position: i + 1 })));
  // Maria reads offers and home; Ana offers and fashion.
  await tx.insert(s.customerEmailCategories).values([
    { customerId: 1, categoryId: 1 },
    { customerId: 1, categoryId: 3 },
    { customerId: 4, categoryId: 1 },
    { customerId: 4, categoryId: 4 },
  ]);

  await tx.insert(s.addresses).values(ADDRESSES);

  // A voucher issued to Maria: the cart suggests it to her (voucherSuggestion), and to no one else.
  await tx.insert(s.vouchers).values({ code: 'VALEMARIA25', value: 25, customerId: 1 });

  // Maria and the company accepted the current policy; Ana only version 1; João (no password) none.
  const acceptances: Array<[id: number, version: string, at: string]> = [
    [1, CURRENT_POLICY_VERSION, '2026-11-02T10:00:00Z'],
    [2, CURRENT_POLICY_VERSION, '2026-11-03T15:30:00Z'],
    [4, '1', '2025-06-10T09:00:00Z'],
  ];
  for (const [id, version, at] of acceptances) {
    await tx
      .update(s.customers)
      .set({ policyPrivacyVersion: version, policyPrivacyAcceptedAt: new Date(at) })
      .where(sql`${s.customers.id} = ${id}`);
  }

  await tx
    .insert(s.postcodes)
    .values(POSTCODES.map(([cep, streetAddress, neighbourhood, city, state]) => ({ cep, streetAddress, neighbourhood, city, state })));

  for (const table of ['email_info_categories', 'addresses']) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`,
    );
  }
}
