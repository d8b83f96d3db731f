import { afterEach, describe, expect, it } from 'vitest';
import { configure, resetConfig } from '../../../src/api/config';
import {
  alertMeInitialValues,
  alertMeSchema,
  cartQuantitySchema,
  contactInitialValues,
  contactSchema,
  newsletterEmailOnlySchema,
  newsletterInitialValues,
  newsletterSchema,
  postcodeSchema,
  productQuantitySchema,
  quoteInitialValues,
  quoteSchema,
  ratingSchema,
  searchSchema,
} from '../../../src/forms/schemas';
import { validateValues } from '../../../src/forms/validate';
import '../../../src/i18n/catalogue/product';

afterEach(() => resetConfig());

describe('quoteSchema', () => {
  it('asks for every field with the spec messages', async () => {
    expect(await validateValues(quoteSchema, quoteInitialValues)).toEqual({
      name: 'Campo Obrigatório',
      email: 'Campo Obrigatório',
      phone: 'Campo Obrigatório',
      message: 'Campo Obrigatório',
    });
  });

  it('refuses a bad e-mail and a bad phone', async () => {
    const errors = await validateValues(quoteSchema, {
      name: 'Maria',
      email: 'maria@',
      phone: '(20) 98765-4321',
      message: 'Quero 10 unidades',
    });
    expect(errors).toEqual({ email: 'E-mail Inválido', phone: 'Informe um Telefone Válido' });
  });

  it('refuses a phone shorter than 14 characters masked, and measures a bare one as masked', async () => {
    const short = await validateValues(quoteSchema, { ...quoteInitialValues, phone: '(11) 2345-678' });
    expect(short.phone).toBe('Informe um Telefone Válido');
    const bare = await validateValues(quoteSchema, { ...quoteInitialValues, phone: '1123456789' });
    expect(bare.phone).toBeUndefined();
  });

  it('accepts a complete quote', async () => {
    const values = { name: 'Maria', email: 'maria@example.com', phone: '(11) 2345-6789', message: 'Olá' };
    expect(await validateValues(quoteSchema, values)).toEqual({});
  });

  it('reads the messages when it validates, so later store overrides count', async () => {
    configure({ messages: { 'validation.required': 'Preencha este campo' } });
    const errors = await validateValues(quoteSchema, quoteInitialValues);
    expect(errors.name).toBe('Preencha este campo');
  });
});

describe('quote and alert lengths', () => {
  it('refuses a name over 120 characters and a message over 4000', async () => {
    const errors = await validateValues(quoteSchema, {
      name: 'M'.repeat(121),
      email: 'maria@example.com',
      phone: '(11) 98765-4321',
      message: 'x'.repeat(4001),
    });
    expect(errors).toEqual({ name: 'Limite de caracteres excedido', message: 'Limite de caracteres excedido' });
    expect(await validateValues(alertMeSchema, { name: 'A'.repeat(121), email: 'a@b.com', phone: '11987654321' })).toEqual({
      name: 'Limite de caracteres excedido',
    });
  });
});

describe('ratingSchema', () => {
  it('takes 1 to 5 whole stars given as a number, and a comment of at most 2000 characters', async () => {
    for (const rate of [1, 5]) expect(await validateValues(ratingSchema, { rate, comment: '' })).toEqual({});
    for (const rate of [0, 6, 3.5, '4']) {
      expect(await validateValues(ratingSchema, { rate, comment: '' })).toEqual({ rate: 'A avaliação deve ser um número inteiro de 1 a 5.' });
    }
    expect(await validateValues(ratingSchema, { rate: 4, comment: 'x'.repeat(2001) })).toEqual({
      comment: 'O comentário pode ter no máximo 2000 caracteres.',
    });
  });
});

describe('alertMeSchema', () => {
  it('uses the alert messages', async () => {
    expect(await validateValues(alertMeSchema, alertMeInitialValues)).toEqual({
      name: 'Campo Obrigatório',
      email: 'Campo Obrigatório',
      phone: 'Campo Obrigatório',
    });
    expect(await validateValues(alertMeSchema, { name: 'Ana', email: 'a@b', phone: '(11) 1234' })).toEqual({
      email: 'E-mail Inválido',
      phone: 'Informe um Telefone Válido',
    });
  });
});

describe('contactSchema', () => {
  it('names each missing field', async () => {
    expect(await validateValues(contactSchema, contactInitialValues)).toEqual({
      name: 'Informe seu Nome',
      email: 'Informe o Email',
      phone: 'Informe o Telefone',
      state: 'Selecione o Estado',
      city: 'Informe a Cidade',
      topic: 'Selecione a Descrição',
      subject: 'Informe o assunto',
      message: 'Campo Obrigatório',
    });
  });

  it('checks lengths, the state code and the phone', async () => {
    const errors = await validateValues(contactSchema, {
      name: 'Al',
      email: 'al@example.com',
      phone: '(11) 98765-43210',
      state: 'XX',
      city: 'Rio',
      topic: '2',
      subject: 'Oi',
      message: 'ok',
    });
    expect(errors).toEqual({
      name: 'Informe ao menos 3 caracteres',
      phone: 'Informe um Telefone Válido',
      state: 'Selecione o Estado',
      subject: 'Informe o assunto',
      message: 'Informe ao menos 3 caracteres',
    });
  });

  it('counts 3 characters without the surrounding blanks', async () => {
    const errors = await validateValues(contactSchema, { ...contactInitialValues, city: ' Rio ' });
    expect(errors.city).toBeUndefined();
    const short = await validateValues(contactSchema, { ...contactInitialValues, city: ' Ri ' });
    expect(short.city).toBe('Informe a Cidade');
  });
});

describe('searchSchema', () => {
  it('wants 3 characters', async () => {
    const message = 'Digite ao menos 03 caracteres para realizar sua pesquisa.';
    expect(await validateValues(searchSchema, { term: 'so' })).toEqual({ term: message });
    expect(await validateValues(searchSchema, { term: '' })).toEqual({ term: message });
    expect(await validateValues(searchSchema, { term: 'sofá' })).toEqual({});
  });
});

describe('newsletterSchema', () => {
  it('wants a full name and an e-mail', async () => {
    expect(await validateValues(newsletterSchema, newsletterInitialValues)).toEqual({
      name: 'Informe o Nome',
      email: 'Informe o Email',
    });
    expect(await validateValues(newsletterSchema, { name: 'Maria', email: 'maria', categories: [] })).toEqual({
      name: 'Informe o nome corretamente',
      email: 'E-mail Inválido',
    });
    expect(await validateValues(newsletterSchema, { name: 'Maria Souza', email: 'm@x.com.br', categories: ['3'] })).toEqual({});
  });

  it('has an e-mail-only mode', async () => {
    expect(await validateValues(newsletterEmailOnlySchema, { email: '' })).toEqual({ email: 'Informe o Email' });
    expect(await validateValues(newsletterEmailOnlySchema, { email: 'm@x.com' })).toEqual({});
  });
});

describe('cartQuantitySchema', () => {
  const range = 'Por favor, digite um valor entre 1 e 9999';
  it.each([0, -1, 10000, 1.5, ''])('refuses %j', async (quantity) => {
    expect(await validateValues(cartQuantitySchema, { quantity })).toEqual({ quantity: range });
  });
  it.each([1, 9999, 42])('accepts %j', async (quantity) => {
    expect(await validateValues(cartQuantitySchema, { quantity })).toEqual({});
  });
});

describe('postcodeSchema', () => {
  it('asks for a CEP and checks it', async () => {
    expect(await validateValues(postcodeSchema, { postcode: '' })).toEqual({ postcode: 'Por favor, insira um cep.' });
    expect(await validateValues(postcodeSchema, { postcode: '0131' })).toEqual({ postcode: 'CEP Inválido' });
    expect(await validateValues(postcodeSchema, { postcode: '01310-100' })).toEqual({});
  });
});

describe('productQuantitySchema', () => {
  it('caps the quantity at the stock', async () => {
    const schema = productQuantitySchema({ stock: 5 });
    expect(await validateValues(schema, { quantity: 6 })).toEqual({ quantity: 'Temos apenas 5 em estoque.' });
    expect(await validateValues(schema, { quantity: 5 })).toEqual({});
  });
  it('counts the units already in the cart', async () => {
    const schema = productQuantitySchema({ stock: 5, inCart: 3 });
    expect(await validateValues(schema, { quantity: 3 })).toEqual({
      quantity: 'Temos apenas 5 itens em estoque, e já existe(m) 3 unidade(s) deste produto no carrinho.',
    });
    expect(await validateValues(schema, { quantity: 2 })).toEqual({});
  });
});
