import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Address, Customer, NewsletterCategory } from '../../src/api/operations';
import { createOperations } from '../../server/app';
import type { Db } from '../../server/db/client';
import { createRepositories } from '../../server/repositories';
import { serverForThisFile, TestClient } from './helpers';
import { newCpf, maskCpf, signIn } from './customer-data-helpers';

const handle = serverForThisFile({ limits: { account: null, form: null } });
const client = () => new TestClient(handle.server.app);

async function as(email: string): Promise<TestClient> {
  const shopper = client();
  await signIn(shopper, email);
  return shopper;
}

const NEW_ADDRESS = {
  identification: 'Casa da praia',
  receiver: 'Maria da Silva',
  phoneContact: '(12) 99876-5432',
  zipCode: '11630-000',
  streetAddress: 'Rua do Meio',
  number: '45',
  complement: '',
  neighbourhood: 'Vila',
  city: 'Ilhabela',
  state: 'SP',
  addressType: 1,
  referencePoint: 'Perto da balsa',
};

describe('customer data (getDataCustomer) and its update (/api/changeCustomerInfo)', () => {
  it('answers 401 to a visitor', async () => {
    const response = await client().call('getDataCustomer');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('LOGIN_REQUIRED');
  });

  it("reads the signed-in customer's data, masked, with categories and policy", async () => {
    const maria = await as('maria@example.com');
    const data = (await maria.call('getDataCustomer')).json<Customer>();
    expect(data).toMatchObject({
      idCustomer: 1,
      email: 'maria@example.com',
      name: 'Maria da Silva',
      cpf_cnpj: '529.982.247-25',
      dateBirth: '14/03/1985',
      phone: { phone1: '(11) 98765-4321', phone2: '' },
      typeCustomer: 0,
      fantasyName: '',
      contact: '',
      termAccepted: true,
      policyPrivacyData: { resolution: 'LGPD', version: '2' },
      hasPassword: true,
      authenticated: true,
    });
    expect(data.emailInfoCategory).toEqual([
      { idEmailInfoCategory: 1, name: 'Ofertas e promoções', checked: true },
      { idEmailInfoCategory: 2, name: 'Lançamentos', checked: false },
      { idEmailInfoCategory: 3, name: 'Casa e decoração', checked: true },
      { idEmailInfoCategory: 4, name: 'Moda', checked: false },
      { idEmailInfoCategory: 5, name: 'Esportes', checked: false },
    ]);
    const company = (await (await as('contato@empresa.example.com')).call('getDataCustomer')).json<Customer>();
    expect(company).toMatchObject({ cpf_cnpj: '11.222.333/0001-81', typeCustomer: 1, dateBirth: '', fantasyName: 'Empresa Exemplo', contact: 'Carlos Pereira', phone: { phone1: '(11) 3333-4444' } });
  });

  it('updates the personal data and the categories, never the e-mail', async () => {
    const ana = await as('ana@example.com');
    const current = (await ana.call('getDataCustomer')).json<Customer>();
    const response = await ana.post('/api/changeCustomerInfo', {
      request: 'updateCustomer',
      json: {
        typeCustomer: 0,
        name: 'Ana Beatriz Conceição Lima',
        cpf_cnpj: current.cpf_cnpj,
        dateBirth: '21/07/1978',
        phone: { phone1: '(31) 99123-4567', phone2: '(31) 3222-1111' },
        emailInfoCategory: [2, 5],
        email: 'outra@example.com',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Dados cadastrais alterados com sucesso.' });
    const data = (await ana.call('getDataCustomer')).json<Customer>();
    expect(data).toMatchObject({ name: 'Ana Beatriz Conceição Lima', email: 'ana@example.com', phone: { phone1: '(31) 99123-4567', phone2: '(31) 3222-1111' } });
    expect(data.emailInfoCategory.filter((c) => c.checked).map((c) => c.idEmailInfoCategory)).toEqual([2, 5]);
  });

  it('keeps the kind of account and refuses a CPF of another account with a neutral text', async () => {
    const maria = await as('maria@example.com');
    const base = { name: 'Maria da Silva', dateBirth: '14/03/1985', phone: { phone1: '(11) 98765-4321' }, emailInfoCategory: [] };
    const switched = await maria.post('/api/changeCustomerInfo', {
      request: 'updateCustomer',
      json: { ...base, typeCustomer: 1, cpf_cnpj: '11.222.333/0001-81', fantasyName: 'Maria Modas', contact: 'Maria da Silva' },
    });
    expect(switched.statusCode).toBe(400);
    expect(switched.json().error).toBe('O tipo de cadastro (pessoa física ou jurídica) não pode ser alterado.');

    const [ana] = await handle.rows<{ cpf_cnpj: string }>(sql`select cpf_cnpj from customers where id = 4`);
    const taken = await maria.post('/api/changeCustomerInfo', { request: 'updateCustomer', json: { ...base, typeCustomer: 0, cpf_cnpj: maskCpf(ana!.cpf_cnpj) } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error).toBe('Não foi possível alterar os dados cadastrais com este CPF ou CNPJ.');
    const [row] = await handle.rows<{ cpf_cnpj: string }>(sql`select cpf_cnpj from customers where id = 1`);
    expect(row!.cpf_cnpj).toBe('52998224725');

    const bad = await maria.post('/api/changeCustomerInfo', { request: 'updateCustomer', json: { ...base, typeCustomer: 0, cpf_cnpj: '529.982.247-2X' } });
    expect(bad.json().error).toBe('CPF: Informe um CPF Válido');
    const free = await maria.post('/api/changeCustomerInfo', { request: 'updateCustomer', json: { ...base, typeCustomer: 0, cpf_cnpj: maskCpf(newCpf()) } });
    expect(free.statusCode).toBe(200);
  });
});

describe('newsletter categories (getEmailInfoCategories)', () => {
  it('lists the seeded categories to anyone, unchecked', async () => {
    const response = await client().call('getEmailInfoCategories');
    expect(response.statusCode).toBe(200);
    expect(response.json<NewsletterCategory[]>().map((c) => [c.name, c.checked])).toEqual([
      ['Ofertas e promoções', false],
      ['Lançamentos', false],
      ['Casa e decoração', false],
      ['Moda', false],
      ['Esportes', false],
    ]);
  });
});

describe('address book', () => {
  const save = (shopper: TestClient, json: unknown) => shopper.post('/api/createAlterClientAddress', { request: 'saveAddress', json });
  const list = async (shopper: TestClient) => (await shopper.call('getClientAddresses')).json<Address[]>();

  it("lists the customer's addresses, masked, with the delivery and billing flags", async () => {
    const maria = await as('maria@example.com');
    const addresses = await list(maria);
    expect(addresses.map((a) => [a.identification, a.zipCode, a.phoneContact, a.default, a.billing, a.addressType, a.country])).toEqual([
      ['Casa', '01310-100', '(11) 98765-4321', true, false, 1, 'Brasil'],
      ['Trabalho', '01001-000', '(11) 3333-4444', false, true, 0, 'Brasil'],
    ]);
    expect((await client().call('getClientAddresses')).statusCode).toBe(401);
  });

  it('adds an address (not delivery, not billing), edits it, moves the flags to it and deletes it', async () => {
    const maria = await as('maria@example.com');
    const added = await save(maria, NEW_ADDRESS);
    expect(added.statusCode).toBe(200);
    const { idAddress, message } = added.json<{ idAddress: number; message: string }>();
    expect(message).toBe('Endereço cadastrado com sucesso!');
    const created = (await list(maria)).find((a) => a.idAddress === idAddress)!;
    expect(created).toMatchObject({ default: false, billing: false, zipCode: '11630-000', phoneContact: '(12) 99876-5432', referencePoint: 'Perto da balsa' });

    const edited = await save(maria, { ...NEW_ADDRESS, idAddress, number: '47', addressType: 0 });
    expect(edited.json()).toEqual({ message: 'Endereço alterado com sucesso!', idAddress });
    expect((await list(maria)).find((a) => a.idAddress === idAddress)).toMatchObject({ number: '47', addressType: 0 });

    const delivery = await maria.call('changeAddressFlag', null, { idAddress, flag: 'default' });
    expect(delivery.json()).toEqual({ message: 'Endereço de entrega alterado!' });
    const billing = await maria.call('changeAddressFlag', null, { idAddress, flag: 'billing' });
    expect(billing.json()).toEqual({ message: 'Endereço de cobrança alterado!' });
    const flags = (await list(maria)).map((a) => [a.idAddress, a.default, a.billing]);
    expect(flags.filter(([, d]) => d)).toEqual([[idAddress, true, true]]);
    expect(flags.filter(([, , b]) => b)).toHaveLength(1);

    // The delivery/billing address cannot go; another one can.
    const refused = await maria.call('deleteClientAddress', null, { idAddress });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Este é o seu endereço de entrega. Escolha outro endereço de entrega antes de excluí-lo.');
    await maria.call('changeAddressFlag', null, { idAddress: 1, flag: 'default' });
    const stillBilling = await maria.call('deleteClientAddress', null, { idAddress });
    expect(stillBilling.json().error).toBe('Este é o seu endereço de cobrança. Escolha outro endereço de cobrança antes de excluí-lo.');
    await maria.call('changeAddressFlag', null, { idAddress: 2, flag: 'billing' });
    const deleted = await maria.call('deleteClientAddress', null, { idAddress });
    expect(deleted.json()).toEqual({ message: 'Endereço excluído!' });
    expect((await list(maria)).map((a) => a.idAddress)).toEqual([1, 2]);
  });

  it('refuses each address field past its limit with the form message, and saves nothing', async () => {
    const maria = await as('maria@example.com');
    const before = await list(maria);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ streetAddress: 'Avenida Presidente Juscelino Kubitschek de Oliveira' }, 'Endereço: Limite de caracteres excedido, use abreviações como Av. para Avenida'],
      [{ number: '000001' }, 'Número: Limite de 5 dígitos excedido.'],
      [{ complement: 'Bloco C, apartamento 1201' }, 'Complemento: Digite apenas 20 caracteres'],
      [{ neighbourhood: 'Jardim Paulista das Américas Sul' }, 'Bairro: Limite de caracteres excedido, use abreviações como Jd. para Jardim'],
      [{ city: 'São José do Rio Preto das Flores' }, 'Cidade: Limite de caracteres excedido'],
    ];
    for (const [override, message] of cases) {
      const response = await save(maria, { ...NEW_ADDRESS, ...override });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error).toBe(message);
    }
    expect(await list(maria)).toEqual(before);
    // at the limit it saves
    const atLimit = await save(maria, { ...NEW_ADDRESS, streetAddress: 'Av. Presidente Juscelino Kubitschek de Oliveira 12' });
    expect(atLimit.statusCode).toBe(200);
    await maria.call('deleteClientAddress', null, { idAddress: atLimit.json<{ idAddress: number }>().idAddress });
  });

  it("answers 404 for another customer's address and changes nothing", async () => {
    const ana = await as('ana@example.com');
    const snapshot = await handle.rows(sql`select * from addresses where customer_id = 1 order by id`);
    const edit = await save(ana, { ...NEW_ADDRESS, idAddress: 1 });
    const flag = await ana.call('changeAddressFlag', null, { idAddress: 2, flag: 'default' });
    const remove = await ana.call('deleteClientAddress', null, { idAddress: 2 });
    const missing = await ana.call('deleteClientAddress', null, { idAddress: 999_999 });
    for (const response of [edit, flag, remove, missing]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Endereço não encontrado.', code: 'ADDRESS_NOT_FOUND' });
    }
    expect(await handle.rows(sql`select * from addresses where customer_id = 1 order by id`)).toEqual(snapshot);
    // Ana's own flags did not move either.
    expect((await list(ana)).map((a) => [a.default, a.billing])).toEqual([[true, true]]);
  });

  it("makes a customer's first address the delivery and billing address, and caps the book at 20", async () => {
    const [row] = await handle.rows<{ id: number }>(sql`
      insert into customers (name, email, cpf_cnpj, person_type, phone, password_hash)
      select 'Teste Limite', 'limite@example.com', ${newCpf()}, 'F', '11987654321', password_hash from customers where id = 1
      returning id`);
    const shopper = await as('limite@example.com');
    const first = await save(shopper, NEW_ADDRESS);
    expect((await list(shopper)).find((a) => a.idAddress === first.json().idAddress)).toMatchObject({ default: true, billing: true });
    for (let i = 2; i <= 20; i++) expect((await save(shopper, { ...NEW_ADDRESS, number: String(i) })).statusCode).toBe(200);
    const over = await save(shopper, NEW_ADDRESS);
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe('Você atingiu o limite de 20 endereços. Exclua um endereço para cadastrar outro.');
    const [count] = await handle.rows<{ n: number }>(sql`select count(*)::int as n from addresses where customer_id = ${row!.id}`);
    expect(count!.n).toBe(20);
  });

  it.each([
    ['identification', { identification: '' }, 'Identificação do endereço: Campo Obrigatório'],
    ['receiver with markup', { receiver: '<script>x</script>' }, 'Destinatário: Use apenas letras, números e pontuação comum.'],
    ['phone', { phoneContact: '(11) 1234' }, 'Telefone de contato: Informe um Número Válido'],
    ['type', { addressType: null }, 'Tipo de endereço: Campo Obrigatório'],
    ['CEP', { zipCode: '' }, 'CEP: Informe o CEP'],
    ['neighbourhood', { neighbourhood: 'Jardim das Flores do Campo Verde' }, 'Bairro: Limite de caracteres excedido, use abreviações como Jd. para Jardim'],
    ['city', { city: 'C'.repeat(31) }, 'Cidade: Limite de caracteres excedido'],
    ['number', { number: '12a' }, 'Número: Informe apenas números'],
  ])('answers the field message for a bad %s', async (_case, override, message) => {
    const maria = await as('maria@example.com');
    const response = await save(maria, { ...NEW_ADDRESS, ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('takes the house number and the type as integers, refuses an id or a type no form sends, and saves nothing then', async () => {
    const maria = await as('maria@example.com');
    const before = await list(maria);
    for (const override of [{ idAddress: '5' }, { idAddress: -1 }, { idAddress: 1.5 }, { addressType: 5 }, { referencePoint: 'x'.repeat(600) }]) {
      expect((await save(maria, { ...NEW_ADDRESS, ...override })).json(), JSON.stringify(override)).toEqual({ error: 'Dados da requisição inválidos.', code: 'INVALID_INPUT' });
    }
    expect(await list(maria)).toEqual(before);
    const saved = await save(maria, { ...NEW_ADDRESS, idAddress: 0, number: 45, addressType: 0 });
    expect(saved.statusCode).toBe(200);
    const idAddress = saved.json<{ idAddress: number }>().idAddress;
    expect((await list(maria)).find((a) => a.idAddress === idAddress)).toMatchObject({ number: '45', addressType: 0 });
    await maria.call('deleteClientAddress', null, { idAddress });
  });
});

describe('CEP lookup (getAddressByPostcode)', () => {
  it('finds a seeded CEP for anyone, with street, neighbourhood, city and state', async () => {
    const response = await client().call('getAddressByPostcode', 'cep=01310100');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ streetAddress: 'Avenida Paulista', neighbourhood: 'Bela Vista', city: 'São Paulo', state: 'SP' });
    const town = await client().call('getAddressByPostcode', 'cep=23970000');
    expect(town.json()).toEqual({ streetAddress: '', neighbourhood: '', city: 'Paraty', state: 'RJ' });
  });

  it('answers null for an unknown CEP', async () => {
    const response = await client().call('getAddressByPostcode', 'cep=99999999');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it.each(['cep=0131010', 'cep=01310-100', 'cep=abcdefgh', 'cep=00000000', '', 'cep=013101000'])('answers 400 CEP Inválido for %j', async (params) => {
    const response = await client().call('getAddressByPostcode', params);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('CEP Inválido');
  });

  it('has real CEPs of all 27 states, at least 2 each', async () => {
    const rows = await handle.rows<{ state: string; n: number }>(sql`select state, count(*)::int as n from postcodes group by state`);
    expect(rows).toHaveLength(27);
    expect(rows.every((r) => r.n >= 2)).toBe(true);
  });
});

describe('privacy policy (/api/policyprivacy, /api/customerprivacy/accept)', () => {
  const policy = (shopper: TestClient, type: string) => shopper.post('/api/policyprivacy', { request: 'policyPrivacy', json: { type } });
  const accept = (shopper: TestClient, version: unknown) => shopper.post('/api/customerprivacy/accept', { request: 'acceptPrivacy', json: { version } });

  it('says whether the customer accepted the current version', async () => {
    expect((await policy(await as('maria@example.com'), 'verify')).json()).toEqual({ exist: true });
    expect((await policy(await as('ana@example.com'), 'verify')).json()).toEqual({ exist: false });
    expect((await policy(client(), 'verify')).statusCode).toBe(401);
  });

  it('records the acceptance of the current version with its time (create, then accept)', async () => {
    const ana = await as('ana@example.com');
    expect((await policy(ana, 'create')).json()).toEqual({ exist: true });
    expect((await policy(ana, 'verify')).json()).toEqual({ exist: true });
    const [row] = await handle.rows<{ policy_privacy_version: string; recent: boolean }>(
      sql`select policy_privacy_version, policy_privacy_accepted_at > now() - interval '1 minute' as recent from customers where id = 4`,
    );
    expect(row).toEqual({ policy_privacy_version: '2', recent: true });

    await handle.rows(sql`update customers set policy_privacy_version = '1' where id = 4`);
    const old = await accept(ana, '1');
    expect(old.statusCode).toBe(400);
    expect(old.json().error).toBe('Esta versão da política de privacidade não é a atual. Recarregue a página e aceite a versão atual.');
    expect((await accept(ana, '2')).json()).toEqual({ ok: true });
    expect((await policy(ana, 'verify')).json()).toEqual({ exist: true });
    // Only her own record changed.
    const others = await handle.rows<{ id: number; policy_privacy_version: string }>(sql`select id, policy_privacy_version from customers where id in (1, 2, 3) order by id`);
    expect(others).toEqual([
      { id: 1, policy_privacy_version: '2' },
      { id: 2, policy_privacy_version: '2' },
      { id: 3, policy_privacy_version: '' },
    ]);
  });
});

describe('digital orders (hasVirtualOrders)', () => {
  it('is true for a customer with a digital order (Maria), false for one without, and 401 for a visitor', async () => {
    expect((await (await as('maria@example.com')).call('hasVirtualOrders')).json()).toEqual({ hasDigitalProducts: true });
    expect((await (await as('contato@empresa.example.com')).call('hasVirtualOrders')).json()).toEqual({ hasDigitalProducts: false });
    expect((await client().call('hasVirtualOrders')).statusCode).toBe(401);
  });
});

describe('bad input on every operation', () => {
  const junk: unknown[] = [null, 'texto', 42, [], { name: 123 }, { idAddress: 'um' }, { idAddress: -1 }, { type: 'delete' }, { version: 12 }, { address: 'rua' }, { phone: 'x' }, { emailInfoCategory: ['a'] }, { cpf_cnpj: 'x'.repeat(10_000) }, { name: 'Ana\u0000Maria' }, { typeCustomer: 7 }, { flag: 'main', idAddress: 1 }];
  const calls: Array<[string, (shopper: TestClient, json: unknown) => Promise<{ statusCode: number; json(): unknown }>]> = [
    ['register', (c, json) => c.post('/api/register', { request: 'register', json })],
    ['finishRegistration', (c, json) => c.post('/api/verifyRegistration', { request: 'finishRegistration', json })],
    ['updateCustomer', (c, json) => c.post('/api/changeCustomerInfo', { request: 'updateCustomer', json })],
    ['saveAddress', (c, json) => c.post('/api/createAlterClientAddress', { request: 'saveAddress', json })],
    ['deleteAddress', (c, json) => c.call('deleteClientAddress', null, json)],
    ['setAddressFlag', (c, json) => c.call('changeAddressFlag', null, json)],
    ['policyPrivacy', (c, json) => c.post('/api/policyprivacy', { request: 'policyPrivacy', json })],
    ['acceptPrivacy', (c, json) => c.post('/api/customerprivacy/accept', { request: 'acceptPrivacy', json })],
  ];

  it.each(calls)('%s answers 4xx in pt-BR, never 500, and changes nothing', async (_name, call) => {
    const maria = await as('maria@example.com');
    const before = await handle.rows(sql`select c.*, (select json_agg(a order by a.id) from addresses a where a.customer_id = c.id) as book from customers c where c.id = 1`);
    for (const json of junk) {
      const response = await call(maria, json);
      expect(response.statusCode, JSON.stringify(json)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(json)).toBeLessThan(500);
      expect(typeof (response.json() as { error: unknown }).error).toBe('string');
    }
    expect(await handle.rows(sql`select c.*, (select json_agg(a order by a.id) from addresses a where a.customer_id = c.id) as book from customers c where c.id = 1`)).toEqual(before);
  });

  it('never answers 500 to odd params of the reads', async () => {
    const maria = await as('maria@example.com');
    for (const request of ['getDataCustomer', 'getEmailInfoCategories', 'getClientAddresses', 'getAddressByPostcode', 'hasVirtualOrders']) {
      for (const params of ['cep=%00', 'cep=' + '9'.repeat(3000), 'a=1&cep=01310100&cep=2']) {
        const response = await maria.call(request, params);
        expect(response.statusCode, `${request} ${params}`).toBeLessThan(500);
      }
    }
  });
});

describe('access rules and rate-limit classes', () => {
  it('registers the writes in the account class and the reads as reads', () => {
    const registry = createOperations(createRepositories({} as Db));
    const classes = Object.fromEntries(registry.entries().map((e) => [e.name, `${e.auth}/${e.limit}`]));
    expect(classes).toMatchObject({
      register: 'public/form', // a form (server/README.md "Limits")
      finishRegistration: 'customer/account',
      customerData: 'customer/read',
      updateCustomer: 'customer/account',
      newsletterCategories: 'public/read',
      addresses: 'customer/read',
      saveAddress: 'customer/account',
      deleteAddress: 'customer/account',
      setAddressFlag: 'customer/account',
      postcodeAddress: 'public/cart',
      policyPrivacy: 'customer/cart',
      acceptPrivacy: 'customer/account',
      digitalOrders: 'customer/read',
    });
  });
});
