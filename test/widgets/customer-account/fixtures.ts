/** Answers of the customer account's operations, for its widget tests and stories. */
import type { Address, Customer, LoginStatus, SaveAddressInput } from '../../../src/api/operations';
import { company, signedIn } from '../../fixtures/api-data';
import type { Answers } from '../../fixtures/mock-api';

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
  externalId: null,
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

/**
 * A signed-in customer's address book kept by the mock API: saves, deletes and flag changes change what
 * the next read answers (as the server does); CEP 01310-100 is found, every other CEP is not.
 */
export function addressBookAnswers(initial: Address[]): Answers {
  let list = initial.map((address) => ({ ...address }));
  let next = 100;
  return {
    loginStatus: { data: signedIn },
    company,
    customerData: maria,
    digitalOrders: { hasDigitalProducts: false },
    addresses: () => list.map((address) => ({ ...address })),
    saveAddress: ({ json }) => {
      const input = json as SaveAddressInput;
      const saved: Address = { ...home, ...input, complement: input.complement ?? '', referencePoint: '', default: false, billing: false, idAddress: input.idAddress ?? next++ };
      list = input.idAddress ? list.map((a) => (a.idAddress === input.idAddress ? { ...saved, default: a.default, billing: a.billing } : a)) : [...list, saved];
      return { message: 'ok', idAddress: saved.idAddress };
    },
    deleteAddress: ({ json }) => {
      list = list.filter((a) => a.idAddress !== json.idAddress);
      return { message: 'ok' };
    },
    setAddressFlag: ({ json }) => {
      list = list.map((a) => ({ ...a, [json.flag]: a.idAddress === json.idAddress }));
      return { message: 'ok' };
    },
    postcodeAddress: ({ params }) => (params === 'cep=01310100' ? paulista : null),
  };
}
