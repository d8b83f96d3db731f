import { describe, expect, it } from 'vitest';
import { COMPANY_NAME_MAX_LENGTH, isValidCompanyName, looksLikeCompanyName } from '../../../src/validation';

describe('isValidCompanyName (razão social as the Receita Federal registers it)', () => {
  it.each([
    'Silva & Filhos Comércio Ltda.',
    'Magazine Luiza S/A',
    '3M do Brasil Ltda',
    'Petrobras',
    "Padaria D'Ávila - ME",
    'Comércio de Móveis São João, Indústria e Serviços Ltda',
    'Cartório do 1º Ofício',
    'Ótica Ângela Eireli',
    '  C&A Modas Ltda  ',
  ])('accepts %j', (name) => expect(isValidCompanyName(name)).toBe(true));

  it.each([
    ['empty', ''],
    ['blanks', '    '],
    ['only punctuation', '...'],
    ['only symbols it allows', '& / -'],
    ['only digits', '12345'],
    ['too short', 'AB'],
    ['markup', 'Loja <b>Bonita</b>'],
    ['a symbol the register does not use', 'Silva @ Cia'],
    ['starting with punctuation', '- Silva Ltda'],
    ['a control character', 'Silva\nLtda'],
  ])('refuses %s', (_why, name) => expect(isValidCompanyName(name)).toBe(false));

  it('takes 150 characters and refuses 151', () => {
    const longest = `Comércio ${'a'.repeat(COMPANY_NAME_MAX_LENGTH - 14)} Ltda`;
    expect(longest).toHaveLength(150);
    expect(isValidCompanyName(longest)).toBe(true);
    expect(isValidCompanyName(`${longest}.`)).toBe(false);
    expect(looksLikeCompanyName(`${longest}.`)).toBe(true);
  });

  it('counts an accent typed as a combining mark as part of the letter', () => {
    expect(isValidCompanyName('Come\u0301rcio Silva Ltda')).toBe(true);
  });
});
