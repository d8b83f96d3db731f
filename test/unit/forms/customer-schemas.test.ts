import { describe, expect, it } from 'vitest';
import {
  accessCodeSchema,
  accountSchema,
  addressInitialValues,
  addressSchema,
  changeEmailFormSchema,
  changeEmailSchema,
  changePasswordInitialValues,
  changePasswordSchema,
  forgotPasswordSchema,
  identificationSchema,
  loginInitialValues,
  loginSchema,
  personalFisicaSchema,
  personalJuridicaSchema,
  recoverEmailSchema,
  registrationAddressInitialValues,
  registrationAddressSchema,
  registrationFisicaInitialValues,
  registrationFisicaSchema,
  registrationJuridicaInitialValues,
  registrationJuridicaSchema,
  registrationPages,
} from '../../../src/forms/schemas';
import { validateValues } from '../../../src/forms/validate';

/** A birth date 30 years ago, so the test does not age. */
const thirtyYearsAgo = `15/06/${new Date().getFullYear() - 30}`;

const validAddress = {
  zipCode: '01310-100',
  streetAddress: 'Av. Paulista',
  number: '1000',
  complement: 'Apto 12',
  neighbourhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

describe('loginSchema', () => {
  it('wants a user name of 3 characters and a password', async () => {
    expect(await validateValues(loginSchema, loginInitialValues)).toEqual({
      username: 'Campo Obrigatório',
      password: 'Informe a Senha',
    });
    expect(await validateValues(loginSchema, { username: 'ab', password: 'x' })).toEqual({
      username: 'Informe ao menos 3 caracteres',
    });
  });
});

describe('identificationSchema', () => {
  it('accepts an e-mail, a CPF or a CNPJ', async () => {
    const schema = identificationSchema();
    for (const identifier of ['maria@example.com', '529.982.247-25', '11222333000181']) {
      expect(await validateValues(schema, { identifier })).toEqual({});
    }
    expect(await validateValues(schema, { identifier: '' })).toEqual({ identifier: 'Informe um E-mail, CPF ou CNPJ.' });
    expect(await validateValues(schema, { identifier: '123' })).toEqual({
      identifier: 'Informe um E-mail, CPF ou CNPJ válido.',
    });
  });

  it('accepts only an e-mail or a CNPJ in B2B', async () => {
    const schema = identificationSchema(true);
    expect(await validateValues(schema, { identifier: '529.982.247-25' })).toEqual({
      identifier: 'Informe um E-mail ou CNPJ válido.',
    });
    expect(await validateValues(schema, { identifier: '11.222.333/0001-81' })).toEqual({});
    expect(await validateValues(schema, { identifier: '' })).toEqual({ identifier: 'Informe um E-mail ou CNPJ.' });
  });
});

describe('accessCodeSchema', () => {
  it('asks for the code', async () => {
    expect(await validateValues(accessCodeSchema, { code: ' ' })).toEqual({ code: 'Informe uma chave de acesso' });
    expect(await validateValues(accessCodeSchema, { code: 'A1B2C3' })).toEqual({});
  });
});

describe('personal data', () => {
  it('checks an individual with the spec messages', async () => {
    expect(await validateValues(personalFisicaSchema, registrationFisicaInitialValues)).toEqual({
      name: 'Informe seu nome',
      cpfCnpj: 'Campo Obrigatório',
      dateBirth: 'Campo Obrigatório',
      phone1: 'Informe seu telefone',
    });
    const errors = await validateValues(personalFisicaSchema, {
      ...registrationFisicaInitialValues,
      name: 'Maria',
      cpfCnpj: '123.456.789-09',
      dateBirth: '29/02/2023',
      phone1: '(11) 2345-678',
      phone2: '(20) 2345-6789',
    });
    expect(errors).toEqual({
      name: 'Informe o nome corretamente',
      cpfCnpj: 'Informe um CPF Válido',
      dateBirth: 'Data Inválida',
      phone1: 'Informe um Número Válido',
      phone2: 'Informe um Telefone Válido',
    });
  });

  it('tells a name with digits, a short name and a long name apart', async () => {
    const nameError = async (name: string) =>
      (await validateValues(personalFisicaSchema, { ...registrationFisicaInitialValues, name })).name;
    expect(await nameError('Maria 2 Silva')).toBe('Informe nome válido');
    expect(await nameError('Ma')).toBe('Informe ao menos 3 caracteres');
    expect(await nameError(`Maria ${'s'.repeat(50)}`)).toBe('Informe nome válido');
    expect(await nameError('Maria da Silva')).toBeUndefined();
  });

  it('accepts a valid individual', async () => {
    const values = {
      ...registrationFisicaInitialValues,
      name: 'Maria da Silva',
      cpfCnpj: '529.982.247-25',
      dateBirth: thirtyYearsAgo,
      phone1: '(11) 98765-4321',
    };
    expect(await validateValues(personalFisicaSchema, values)).toEqual({});
  });

  it('checks a company', async () => {
    expect(await validateValues(personalJuridicaSchema, registrationJuridicaInitialValues)).toEqual({
      name: 'Informe seu nome',
      fantasyName: 'Campo Obrigatório',
      cpfCnpj: 'Campo Obrigatório',
      contact: 'Campo Obrigatório',
      phone1: 'Informe seu telefone',
    });
    const errors = await validateValues(personalJuridicaSchema, {
      ...registrationJuridicaInitialValues,
      name: 'Móveis Exemplo',
      fantasyName: 'ME',
      cpfCnpj: '529.982.247-25',
      contact: 'João',
      phone1: '(11) 3333-4444',
    });
    expect(errors).toEqual({
      fantasyName: 'Informe ao menos 3 caracteres',
      cpfCnpj: 'Informe um CNPJ Válido',
      contact: 'Informe o nome corretamente',
    });
  });
});

describe('company name (razão social)', () => {
  const companyError = async (name: string) =>
    (await validateValues(personalJuridicaSchema, { ...registrationJuridicaInitialValues, name })).name;

  it.each(['Silva & Filhos Comércio Ltda.', 'Magazine Luiza S/A', '3M do Brasil Ltda', 'Petrobras'])(
    'accepts %j, which the person-name rule refused',
    async (name) => expect(await companyError(name)).toBeUndefined(),
  );

  it('still refuses an empty, a short, a garbage and an overlong name, each with its message', async () => {
    expect(await companyError('')).toBe('Informe seu nome');
    expect(await companyError('   ')).toBe('Informe seu nome');
    expect(await companyError('AB')).toBe('Informe ao menos 3 caracteres');
    expect(await companyError('...')).toBe('Informe nome válido');
    expect(await companyError('12345')).toBe('Informe nome válido');
    expect(await companyError('Loja <script>')).toBe('Informe nome válido');
    expect(await companyError(`Silva ${'a'.repeat(145)}`)).toBe('Limite de caracteres excedido');
  });

  it('leaves the person rule to individuals and to the company contact', async () => {
    const fisica = await validateValues(personalFisicaSchema, { ...registrationFisicaInitialValues, name: 'Silva & Filhos Ltda.' });
    expect(fisica.name).toBe('Informe nome válido');
    const company = await validateValues(personalJuridicaSchema, { ...registrationJuridicaInitialValues, name: 'Petrobras', contact: 'Petrobras' });
    expect(company.name).toBeUndefined();
    expect(company.contact).toBe('Informe o nome corretamente');
  });
});

describe('address schemas', () => {
  it('asks for the required address fields', async () => {
    expect(await validateValues(registrationAddressSchema, registrationAddressInitialValues)).toEqual({
      zipCode: 'Informe o CEP',
      streetAddress: 'Campo Obrigatório',
      number: 'Campo Obrigatório',
      neighbourhood: 'Campo Obrigatório',
      city: 'Campo Obrigatório',
      state: 'Campo Obrigatório',
    });
  });

  it('applies the maximum lengths with their messages', async () => {
    const errors = await validateValues(registrationAddressSchema, {
      zipCode: '1234',
      streetAddress: 'a'.repeat(51),
      number: '100000',
      complement: 'c'.repeat(21),
      neighbourhood: 'n'.repeat(31),
      city: 'x'.repeat(31),
      state: 'ZZ',
    });
    expect(errors).toEqual({
      zipCode: 'CEP Inválido',
      streetAddress: 'Limite de caracteres excedido, use abreviações como Av. para Avenida',
      number: 'Limite de 5 dígitos excedido.',
      complement: 'Digite apenas 20 caracteres',
      neighbourhood: 'Limite de caracteres excedido, use abreviações como Jd. para Jardim',
      city: 'Limite de caracteres excedido',
      state: 'Campo Obrigatório',
    });
  });

  it('accepts the limits themselves', async () => {
    const values = {
      ...validAddress,
      streetAddress: 'a'.repeat(50),
      number: '99999',
      complement: 'c'.repeat(20),
      neighbourhood: 'n'.repeat(30),
      city: 'x'.repeat(30),
    };
    expect(await validateValues(registrationAddressSchema, values)).toEqual({});
  });

  it('counts the number in digits, leading zeros included, as its message says', async () => {
    expect(await validateValues(registrationAddressSchema, { ...validAddress, number: '00001' })).toEqual({});
    expect(await validateValues(registrationAddressSchema, { ...validAddress, number: '000001' })).toEqual({
      number: 'Limite de 5 dígitos excedido.',
    });
  });

  it('measures the texts without their surrounding blanks, as the server stores them', async () => {
    expect(await validateValues(registrationAddressSchema, { ...validAddress, streetAddress: ` ${'a'.repeat(50)} ` })).toEqual({});
  });

  it('wants digits in the number', async () => {
    const errors = await validateValues(registrationAddressSchema, { ...validAddress, number: '12A' });
    expect(errors).toEqual({ number: 'Informe apenas números' });
  });

  it('requires label, type, recipient and phone in the address book', async () => {
    expect(await validateValues(addressSchema, { ...addressInitialValues, ...validAddress })).toEqual({
      identification: 'Campo Obrigatório',
      addressType: 'Campo Obrigatório',
      receiver: 'Campo Obrigatório',
      phoneContact: 'Campo Obrigatório',
    });
    const book = { ...validAddress, identification: 'Casa', addressType: '1', receiver: 'Maria', phoneContact: '(11) 98765-4321' };
    expect(await validateValues(addressSchema, book)).toEqual({});
  });
});

describe('account tab and whole registration', () => {
  it('wants an e-mail and a password of 8 characters (the spec says 3: overridden by issue 22)', async () => {
    const values = { email: 'x', password: '', emailInfoCategory: [], termAccepted: false, privacyAccepted: false };
    expect(await validateValues(accountSchema(), values)).toEqual({ email: 'Informe um email válido', password: 'Informe uma senha válida' });
    expect((await validateValues(accountSchema(), { ...values, password: 'abc' })).password).toBe('A senha deve ter no mínimo 8 dígitos');
    expect((await validateValues(accountSchema(), { ...values, password: 'abcdefg' })).password).toBe('A senha deve ter no mínimo 8 dígitos');
    expect((await validateValues(accountSchema(), { ...values, password: 'abcdefgh' })).password).toBeUndefined();
  });

  it('makes terms and privacy mandatory only when the company requires them', async () => {
    const values = { email: 'm@x.com', password: 'sabia laranjeira', emailInfoCategory: [], termAccepted: false, privacyAccepted: false };
    expect(await validateValues(accountSchema(), values)).toEqual({});
    expect(await validateValues(accountSchema({ requireTerms: true, requirePrivacy: true }), values)).toEqual({
      termAccepted: 'É necessário ler e aceitar os termos.',
      privacyAccepted: 'É necessário ler e aceitar a política de privacidade.',
    });
    const ticked = { ...values, termAccepted: true, privacyAccepted: true };
    expect(await validateValues(accountSchema({ requireTerms: true, requirePrivacy: true }), ticked)).toEqual({});
  });

  it('checks the three tabs together', async () => {
    const fisica = {
      ...registrationFisicaInitialValues,
      name: 'Maria da Silva',
      cpfCnpj: '52998224725',
      dateBirth: thirtyYearsAgo,
      phone1: '11987654321',
      ...validAddress,
      email: 'maria@example.com',
      password: 'segredo de maria',
      termAccepted: true,
    };
    expect(await validateValues(registrationFisicaSchema({ requireTerms: true }), fisica)).toEqual({});
    const errors = await validateValues(registrationJuridicaSchema(), registrationJuridicaInitialValues);
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['name', 'fantasyName', 'cpfCnpj', 'contact', 'zipCode', 'email', 'password']),
    );
  });

  it('gives the wizard one schema per tab', async () => {
    const [personal, address, account] = registrationPages('juridica', { requirePrivacy: true });
    expect(personal.fields).toHaveProperty('fantasyName');
    expect(address.fields).toHaveProperty('zipCode');
    expect(await validateValues(account, { email: 'a@b.co', password: 'sabia laranjeira', privacyAccepted: false })).toEqual({
      privacyAccepted: 'É necessário ler e aceitar a política de privacidade.',
    });
  });
});

describe('password and e-mail changes', () => {
  it('wants the current password when logged in', async () => {
    expect(await validateValues(changePasswordSchema({ withToken: false }), changePasswordInitialValues)).toEqual({
      passwordOld: 'Informe a Senha',
      password: 'Campo Obrigatório',
      passwordConfirm: 'Campo Obrigatório',
    });
  });

  it('does not want it with a reset token', async () => {
    const errors = await validateValues(changePasswordSchema({ withToken: true }), changePasswordInitialValues);
    expect(errors.passwordOld).toBeUndefined();
  });

  it('wants 8 characters and the same password twice', async () => {
    const schema = changePasswordSchema({ withToken: true });
    expect(await validateValues(schema, { passwordOld: '', password: '1234567', passwordConfirm: '1234567' })).toEqual({
      password: 'A senha deve ter no mínimo 8 dígitos',
      passwordConfirm: 'A senha deve ter no mínimo 8 dígitos',
    });
    expect(await validateValues(schema, { passwordOld: '', password: '58213946', passwordConfirm: '58213947' })).toEqual({
      passwordConfirm: 'As senhas digitadas são diferentes!',
    });
    expect(await validateValues(schema, { passwordOld: '', password: '58213946', passwordConfirm: '58213946' })).toEqual({});
  });

  it('changes the e-mail only to two equal valid addresses', async () => {
    expect(await validateValues(changeEmailSchema, { email: '', emailConfirm: 'x' })).toEqual({
      email: 'Favor preencher os campos corretamente.',
      emailConfirm: 'Favor preencher os campos corretamente.',
    });
    expect(await validateValues(changeEmailSchema, { email: 'a@b.com', emailConfirm: 'a@c.com' })).toEqual({
      emailConfirm: 'Os endereços de e-mail não conferem.',
    });
    expect(await validateValues(changeEmailSchema, { email: 'a@b.com', emailConfirm: 'a@b.com' })).toEqual({});
  });

  it('asks for the current password, or for an account without one the e-mailed code (issue 22)', async () => {
    const values = { email: 'a@b.com', emailConfirm: 'a@b.com', currentPassword: '', code: '' };
    expect(await validateValues(changeEmailFormSchema('password'), values)).toEqual({ currentPassword: 'Informe a senha atual' });
    expect(await validateValues(changeEmailFormSchema('password'), { ...values, currentPassword: 'x' })).toEqual({});
    expect(await validateValues(changeEmailFormSchema('code'), values)).toEqual({ code: 'Informe uma chave de acesso' });
    expect(await validateValues(changeEmailFormSchema('code'), { ...values, code: '123456' })).toEqual({});
  });

  it('recovers the e-mail with a valid CPF or CNPJ and a password', async () => {
    expect(await validateValues(recoverEmailSchema, { cpfCnpj: '5299822', password: '' })).toEqual({
      cpfCnpj: 'CPF ou CNPJ inválido',
      password: 'Informe a Senha',
    });
    expect(await validateValues(recoverEmailSchema, { cpfCnpj: '52998224725', password: 'x' })).toEqual({});
    expect(await validateValues(recoverEmailSchema, { cpfCnpj: '11.222.333/0001-81', password: 'x' })).toEqual({});
  });

  it('asks for a valid e-mail to reset the password', async () => {
    expect(await validateValues(forgotPasswordSchema, { email: '' })).toEqual({ email: 'Informe um email válido' });
    expect(await validateValues(forgotPasswordSchema, { email: 'maria@example.com' })).toEqual({});
  });
});
