import { describe, expect, it } from 'vitest';
import {
  BRAZILIAN_STATES,
  identifierType,
  isDigitsOnly,
  isValidCardNumber,
  isValidFullName,
  isValidIdentifier,
  isValidStateCode,
  isValidUrl,
  looksLikeFullName,
  luhnCheck,
  matchesSearch,
  onlyDigits,
} from '../../../src/validation';

describe('isValidFullName', () => {
  it.each(['Maria Silva', 'João da Conceição', 'Ângela Érica Müller', "Ana D'Ávila", 'Ana-Maria Souza', '  Zé Ló  ', 'Jo Li', 'Maria e Silva'])(
    'accepts %j',
    (name) => expect(isValidFullName(name)).toBe(true),
  );
  it.each(['Maria', 'Maria ', 'Maria 2', 'Maria Silva3', 'Maria_Silva', 'Maria S.', 'Maria S', 'A Silva', 'A B', '', 'Maria  Silva!'])(
    'refuses %j',
    (name) => expect(isValidFullName(name)).toBe(false),
  );
  it('accepts 50 characters and refuses 51', () => {
    const fifty = `${'a'.repeat(24)} ${'b'.repeat(25)}`;
    expect(fifty).toHaveLength(50);
    expect(isValidFullName(fifty)).toBe(true);
    expect(isValidFullName(`${fifty}b`)).toBe(false);
  });
  it('counts an accent typed as a combining mark as part of the letter', () => {
    expect(isValidFullName('Jose\u0301 Silva')).toBe(true);
  });
  it('looksLikeFullName ignores the length bounds', () => {
    expect(looksLikeFullName(`${'a'.repeat(40)} ${'b'.repeat(40)}`)).toBe(true);
    expect(looksLikeFullName('Maria')).toBe(false);
  });
});

describe('isValidCardNumber', () => {
  it.each(['4111 1111 1111 1111', '4111-1111-1111-1111', '4111111111111111', '5555555555554444', '378282246310005'])(
    'accepts %j',
    (card) => expect(isValidCardNumber(card)).toBe(true),
  );
  it.each(['4111 1111 1111 1112', '4111.1111.1111.1111', '4111 1111 1111 111a', '00000000000', '0'.repeat(20), ''])(
    'refuses %j',
    (card) => expect(isValidCardNumber(card)).toBe(false),
  );
  it('luhnCheck follows the mod 10 rule', () => {
    expect(luhnCheck('79927398713')).toBe(true);
    expect(luhnCheck('79927398710')).toBe(false);
    expect(luhnCheck('')).toBe(false);
  });
});

describe('isValidUrl', () => {
  it.each(['https://loja.com.br/produto/1', 'http://localhost:4173/?n=sofa'])('accepts %j', (url) =>
    expect(isValidUrl(url)).toBe(true),
  );
  it.each(['https://loja.com.br/sof%C3%A1', 'https://loja.com.br/a b', 'javascript:alert(1)', 'loja.com.br', '/produto', ''])(
    'refuses %j',
    (url) => expect(isValidUrl(url)).toBe(false),
  );
});

describe('digits helpers', () => {
  it('onlyDigits keeps the digits', () => expect(onlyDigits('(11) 98765-4321')).toBe('11987654321'));
  it('isDigitsOnly wants a non-empty digit string', () => {
    expect(isDigitsOnly('0123')).toBe(true);
    expect(isDigitsOnly('12a')).toBe(false);
    expect(isDigitsOnly('1 2')).toBe(false);
    expect(isDigitsOnly('')).toBe(false);
  });
});

describe('BRAZILIAN_STATES', () => {
  it('lists the 27 codes once each', () => {
    const codes = BRAZILIAN_STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(27);
    expect(codes).toContain('DF');
    expect(BRAZILIAN_STATES.find((s) => s.code === 'SP')?.name).toBe('São Paulo');
  });
  it('isValidStateCode accepts the codes only', () => {
    expect(isValidStateCode('RJ')).toBe(true);
    expect(isValidStateCode('rj')).toBe(false);
    expect(isValidStateCode('XX')).toBe(false);
  });
});

describe('identifiers', () => {
  it('tells an e-mail from a CPF or CNPJ', () => {
    expect(identifierType('maria@example.com')).toBe('email');
    expect(identifierType('529.982.247-25')).toBe('cpf_cnpj');
    expect(identifierType('  ')).toBeNull();
  });
  it('accepts an e-mail, a CPF or a CNPJ, and no CPF in B2B', () => {
    expect(isValidIdentifier('maria@example.com')).toBe(true);
    expect(isValidIdentifier('52998224725')).toBe(true);
    expect(isValidIdentifier('11.222.333/0001-81')).toBe(true);
    expect(isValidIdentifier('52998224725', { b2b: true })).toBe(false);
    expect(isValidIdentifier('11.222.333/0001-81', { b2b: true })).toBe(true);
    expect(isValidIdentifier('maria@', { b2b: true })).toBe(false);
  });
});

describe('matchesSearch', () => {
  it('finds a substring whatever the case', () => {
    expect(matchesSearch('E-book Receitas da Vovó', 'receitas')).toBe(true);
    expect(matchesSearch('E-book Receitas da Vovó', 'VOVÓ')).toBe(true);
    expect(matchesSearch('E-book Receitas da Vovó', 'bolo')).toBe(false);
  });
  it('matches everything with a blank query', () => expect(matchesSearch('Curso', '  ')).toBe(true));
});
