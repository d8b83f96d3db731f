/** Answers for the registration and personal-data widgets' tests and stories (shaped like the reference server's). */
import type { Address, CompanySettings, Customer, LoginStatus, NewsletterCategory, PostcodeAddress } from '../../../src/api/operations';
import { company } from '../../fixtures/api-data';

export { company };

/** A store without terms and privacy policy to accept. */
export const plainCompany: CompanySettings = {
  ...company,
  termToAccept: false,
  termToAcceptText: '',
  privacyPolicy: { ...company.privacyPolicy, statusPolicyPrivacy: false },
};

export const b2bCompany: CompanySettings = { ...company, statusB2B: true };

export const categories: NewsletterCategory[] = [
  { idEmailInfoCategory: 1, name: 'Ofertas', checked: false },
  { idEmailInfoCategory: 2, name: 'Lançamentos', checked: false },
];

export const paulista: PostcodeAddress = { streetAddress: 'Avenida Paulista', neighbourhood: 'Bela Vista', city: 'São Paulo', state: 'SP' };

export const newCustomer: LoginStatus = { authenticated: true, hasPassword: true, idCustomer: 42, name: 'Maria Souza' };
/** Signed in by access code: no password yet. */
export const codeCustomer: LoginStatus = { authenticated: true, hasPassword: false, idCustomer: 7, name: 'João Pereira' };
export const passwordCustomer: LoginStatus = { authenticated: true, hasPassword: true, idCustomer: 7, name: 'João Pereira' };
export const visitor: LoginStatus = { authenticated: false, hasPassword: false, idCustomer: null, name: null };

/** A guest buyer who came back by access code (finish-registration). */
export const guestCustomer: Customer = {
  idCustomer: 7,
  email: 'joao@exemplo.com.br',
  name: 'João Pereira',
  cpf_cnpj: '529.982.247-25',
  dateBirth: '15/03/1990',
  phone: { phone1: '(11) 98765-4321', phone2: '' },
  typeCustomer: 0,
  fantasyName: '',
  contact: '',
  termAccepted: false,
  policyPrivacyData: { resolution: '', version: '' },
  emailInfoCategory: [
    { idEmailInfoCategory: 1, name: 'Ofertas', checked: true },
    { idEmailInfoCategory: 2, name: 'Lançamentos', checked: false },
  ],
  hasPassword: false,
  authenticated: true,
};

/** A company customer with a password (personal-data page). */
export const companyCustomer: Customer = {
  ...guestCustomer,
  idCustomer: 8,
  email: 'compras@acme.com.br',
  name: 'Acme Comercio Ltda',
  cpf_cnpj: '11.222.333/0001-81',
  dateBirth: '',
  typeCustomer: 1,
  fantasyName: 'Acme',
  contact: 'Ana Lima',
  hasPassword: true,
};

export const signedInCustomer: Customer = { ...guestCustomer, hasPassword: true };

export const homeAddress: Address = {
  idAddress: 31,
  identification: 'Casa',
  receiver: 'João Pereira',
  phoneContact: '(11) 98765-4321',
  default: true,
  billing: true,
  zipCode: '01310-100',
  streetAddress: 'Avenida Paulista',
  number: '1000',
  complement: 'ap 12',
  neighbourhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  addressType: 1,
  country: 'Brasil',
  referencePoint: '',
  externalId: null,
};
