/** Answers of the customer account's operations, for its widget tests and stories. */
import type { Address, Customer, LoginStatus } from '../../../src/api/operations';
import { company } from '../../fixtures/api-data';

export const maria: Customer = {
  idCustomer: 1,
  email: 'maria@exemplo.com.br',
  name: 'Maria da Silva',
  cpf_cnpj: '529.982.247-25',
  dateBirth: '10/05/1985',
  phone: { phone1: '(11) 98765-4321', phone2: '' },
  typeCustomer: 0,
  fantasyName: '',
  contact: '',
  termAccepted: true,
  policyPrivacyData: { resolution: 'LGPD', version: '2' },
  emailInfoCategory: [],
  hasPassword: true,
  authenticated: true,
};

/** Accepted only version 1: must accept version 2 (the company's current one). */
export const ana: Customer = { ...maria, idCustomer: 2, email: 'ana@exemplo.com.br', name: 'Ana Pereira', termAccepted: false, policyPrivacyData: { resolution: 'LGPD', version: '1' } };

export const anaSignedIn: LoginStatus = { authenticated: true, hasPassword: true, idCustomer: 2, name: 'Ana Pereira' };

/** Signed in by access code, no password yet. */
export const joao: Customer = { ...maria, idCustomer: 3, email: 'joao@exemplo.com.br', name: 'João Souza', hasPassword: false };

export const home: Address = {
  idAddress: 11,
  identification: 'Casa',
  receiver: 'Maria da Silva',
  phoneContact: '(11) 98765-4321',
  default: true,
  billing: false,
  zipCode: '01310-100',
  streetAddress: 'Avenida Paulista',
  number: '1000',
  complement: 'Apto 12',
  neighbourhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  addressType: 1,
  country: 'Brasil',
  referencePoint: '',
};

export const work: Address = {
  ...home,
  idAddress: 12,
  identification: 'Trabalho',
  default: false,
  billing: true,
  zipCode: '20040-002',
  streetAddress: 'Avenida Rio Branco',
  number: '156',
  complement: '',
  neighbourhood: 'Centro',
  city: 'Rio de Janeiro',
  state: 'RJ',
  addressType: 0,
};

export const companyWithoutPolicy = { ...company, privacyPolicy: { ...company.privacyPolicy, statusPolicyPrivacy: false } };
export const companyPolicyV3 = { ...company, privacyPolicy: { ...company.privacyPolicy, policyPrivacyVersion: '3' } };

export const paulista = { streetAddress: 'Avenida Paulista', neighbourhood: 'Bela Vista', city: 'São Paulo', state: 'SP' };
