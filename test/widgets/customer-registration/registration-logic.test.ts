import { describe, expect, it } from 'vitest';
import { validateValues } from '../../../src/forms/validate';
import { applyMask } from '../../../src/format/apply-mask';
import { cnpjMask, cpfCnpjMask } from '../../../src/format/masks';
import { buildUrl, parseRoute } from '../../../src/routes';
import {
  acceptSettings,
  canGoTo,
  cancelTarget,
  emptyValues,
  finishLinkProblem,
  finishStartValues,
  firstInvalidStep,
  offeredProfiles,
  registerStartValues,
  stepHeading,
  type WizardValues,
} from '../../../src/customer/registration/registration-logic';
import { finishPayload, registerPayload } from '../../../src/customer/registration/registration-payloads';
import { wizardSchemas } from '../../../src/customer/registration/registration-schemas';
import { fieldsForLookup } from '../../../src/customer/use-postcode-lookup';
import { pageTitle } from '../../../src/customer/registration/use-registration';
import { b2bCompany, company, guestCustomer, homeAddress, paulista, plainCompany } from './registration-data';

const filled: WizardValues = {
  ...emptyValues('juridica'),
  name: 'Acme Comercio Ltda',
  fantasyName: 'Acme',
  cpfCnpj: '11.222.333/0001-81',
  contact: 'Ana Lima',
  phone1: '(11) 3333-4444',
  phone2: '(11) 98765-4321',
  zipCode: '01310-100',
  streetAddress: ' Avenida Paulista ',
  number: '1000',
  complement: '  ',
  neighbourhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  email: 'compras@acme.com.br',
  password: 'sabia laranjeira',
  emailInfoCategory: ['1', '2'],
  termAccepted: true,
  privacyAccepted: true,
};

describe('the wizard steps', () => {
  it('goes back always, forward one tab at a time and only from a valid tab', () => {
    expect(canGoTo(0, 2, false)).toBe(true);
    expect(canGoTo(1, 2, false)).toBe(true);
    expect(canGoTo(1, 0, false)).toBe(false);
    expect(canGoTo(1, 0, true)).toBe(true);
    expect(canGoTo(2, 0, true)).toBe(false);
    expect(canGoTo(3, 2, true)).toBe(false);
    expect(canGoTo(-1, 0, true)).toBe(false);
  });

  it('names the step in the heading and keeps the site in the page title', () => {
    expect(stepHeading('register', 1)).toBe('Cadastro — Etapa 2 de 3: Endereço');
    expect(stepHeading('finish', 2)).toBe('Finalize seu cadastro — Etapa 3 de 3: Crie sua conta');
    expect(pageTitle('Cadastro — Etapa 1 de 3: Informações Pessoais', 'Cadastro — Jet Store')).toBe('Cadastro — Etapa 1 de 3: Informações Pessoais — Jet Store');
    expect(pageTitle('X', '')).toBe('X');
  });

  it('offers only jurídica in a B2B store', () => {
    expect(offeredProfiles(true)).toEqual(['juridica']);
    expect(offeredProfiles(false)).toEqual(['fisica', 'juridica']);
  });

  it('finds the first tab that refuses the values', async () => {
    const schemas = wizardSchemas('juridica', 'register', { requireTerms: true, requirePrivacy: true });
    expect(await firstInvalidStep(filled, schemas, validateValues)).toBeNull();
    expect((await firstInvalidStep({ ...filled, city: '' }, schemas, validateValues))?.step).toBe(1);
    expect((await firstInvalidStep({ ...filled, termAccepted: false }, schemas, validateValues))?.errors).toEqual({
      termAccepted: 'É necessário ler e aceitar os termos.',
    });
  });
});

describe('the payloads', () => {
  const accept = acceptSettings(company);

  it('sends a company with its fields, the address as typed and the policy version accepted', () => {
    expect(registerPayload(filled, { accept, tokenRecaptcha: 'offline:Register' })).toEqual({
      typeCustomer: 1,
      name: 'Acme Comercio Ltda',
      cpf_cnpj: '11.222.333/0001-81',
      fantasyName: 'Acme',
      contact: 'Ana Lima',
      phone: { phone1: '(11) 3333-4444', phone2: '(11) 98765-4321' },
      emailInfoCategory: [1, 2],
      email: 'compras@acme.com.br',
      password: 'sabia laranjeira',
      address: { zipCode: '01310-100', streetAddress: 'Avenida Paulista', number: '1000', neighbourhood: 'Bela Vista', city: 'São Paulo', state: 'SP' },
      termAccepted: true,
      policyPrivacyVersion: '2',
      tokenRecaptcha: 'offline:Register',
    });
  });

  it('sends an alphanumeric CNPJ in upper case', () => {
    expect(registerPayload({ ...filled, cpfCnpj: '12.abc.345/01de-35' }, { accept, tokenRecaptcha: 't' }).cpf_cnpj).toBe('12.ABC.345/01DE-35');
  });

  it('sends no terms or policy acceptance when the store asks for none, and no e-mail on finish-registration', () => {
    const payload = finishPayload(filled, { accept: acceptSettings(plainCompany), tokenRecaptcha: 't' });
    expect(payload.termAccepted).toBe(false);
    expect(payload.policyPrivacyVersion).toBe('');
    expect(payload).not.toHaveProperty('email');
  });
});

describe('the start values', () => {
  it('puts a kept e-mail in the e-mail and a kept CPF or CNPJ in the tax id with its profile', () => {
    expect(registerStartValues({ identifier: 'a@b.com.br', type: 'email' }, null, false)).toMatchObject({ email: 'a@b.com.br', profile: 'fisica' });
    expect(registerStartValues({ identifier: '52998224725', type: 'cpf_cnpj' }, null, false)).toMatchObject({ cpfCnpj: '529.982.247-25', profile: 'fisica' });
    expect(registerStartValues({ identifier: '12ABC34501DE35', type: 'cpf_cnpj' }, null, false)).toMatchObject({ cpfCnpj: '12.ABC.345/01DE-35', profile: 'juridica' });
    // a B2B store keeps jurídica and drops a CPF
    expect(registerStartValues({ identifier: '52998224725', type: 'cpf_cnpj' }, null, true)).toMatchObject({ cpfCnpj: '', profile: 'juridica' });
  });

  it('takes the customer and the delivery address on finish-registration', () => {
    const values = finishStartValues(guestCustomer, homeAddress, false);
    expect(values).toMatchObject({ profile: 'fisica', name: 'João Pereira', dateBirth: '15/03/1990', zipCode: '01310-100', emailInfoCategory: ['1'] });
    expect(finishStartValues(guestCustomer, undefined, true).profile).toBe('juridica');
    expect(acceptSettings(b2bCompany).requireTerms).toBe(true);
  });
});

describe('the finish-registration link', () => {
  it('is too short without an e-mail (v=1), empty with a blank one (v=3), fine otherwise', () => {
    expect(finishLinkProblem(parseRoute('/customer/finishregistration'))).toBe(1);
    expect(finishLinkProblem(parseRoute('/customer/finishregistration/%20'))).toBe(3);
    expect(finishLinkProblem(parseRoute('/customer/finishregistration/a%40b.com'))).toBeNull();
    expect(buildUrl({ page: 'customer', view: 'login', v: 2 })).toBe('/customer/login?v=2');
  });
});

describe('CANCELAR', () => {
  const here = { origin: 'http://loja.test', pathname: '/customer/register' };
  it('goes back to a page of this store, else to /customer', () => {
    expect(cancelTarget('http://loja.test/carrinho?x=1', here)).toBe('/carrinho?x=1');
    expect(cancelTarget('https://google.com/', here)).toBe('/customer');
    expect(cancelTarget('', here)).toBe('/customer');
    expect(cancelTarget('http://loja.test/customer/register', here)).toBe('/customer');
  });

  it('goes from the wizard on /customer back to a page of this store, else to the store\'s home', () => {
    const home = { origin: 'http://loja.test', pathname: '/customer' };
    expect(cancelTarget('http://loja.test/produto/sofa', home)).toBe('/produto/sofa');
    expect(cancelTarget('', home)).toBe('/');
    expect(cancelTarget('http://loja.test/customer', home)).toBe('/');
    expect(cancelTarget('https://google.com/', { ...home, pathname: '/customer/' })).toBe('/');
  });
});

describe('the CEP lookup and the masks', () => {
  it('writes the address found, or clears the four fields', () => {
    expect(fieldsForLookup(paulista)).toEqual(paulista);
    expect(fieldsForLookup(null)).toEqual({ streetAddress: '', neighbourhood: '', city: '', state: '' });
  });

  it('masks an alphanumeric CNPJ (the Receita example) and still a CPF', () => {
    expect(applyMask(cnpjMask, '12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(applyMask(cpfCnpjMask, '12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(applyMask(cpfCnpjMask, '52998224725')).toBe('529.982.247-25');
    expect(applyMask(cpfCnpjMask, '11222333000181')).toBe('11.222.333/0001-81');
    // letters never go into the check digits
    expect(applyMask(cnpjMask, '12ABC34501DEXY')).toBe('12.ABC.345/01DE-');
  });
});

describe('the alphanumeric CNPJ in the wizard', () => {
  it('is accepted by the company tab (the Receita example) and refused with a wrong check digit', async () => {
    const [personal] = wizardSchemas('juridica', 'register', {});
    expect(await validateValues(personal!, { ...filled, cpfCnpj: '12.ABC.345/01DE-35' })).toEqual({});
    expect(await validateValues(personal!, { ...filled, cpfCnpj: '12.ABC.345/01DE-36' })).toEqual({ cpfCnpj: 'Informe um CNPJ Válido' });
    const [finish] = wizardSchemas('juridica', 'finish', {});
    expect(await validateValues(finish!, { ...filled, cpfCnpj: '12.ABC.345/01DE-35' })).toEqual({});
  });
});
