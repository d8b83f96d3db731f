import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../../../src/validation';

describe('isValidEmail', () => {
  it.each([
    'maria@example.com',
    'maria.silva@loja.com.br',
    'joao_pereira-2@sub.dominio.org',
    'A1@b2.co',
    'x@y-z.net',
  ])('accepts %j', (email) => expect(isValidEmail(email)).toBe(true));

  it.each([
    ['no @', 'maria.example.com'],
    ['no dot after the @', 'maria@example'],
    ['a one-letter ending', 'maria@example.c'],
    ['two @', 'maria@@example.com'],
    ['a space inside', 'maria silva@example.com'],
    ['a leading space', ' maria@example.com'],
    ['a trailing space', 'maria@example.com '],
    ['a dot first', '.maria@example.com'],
    ['two dots in a row', 'maria..silva@example.com'],
    ['a dot before the @', 'maria.@example.com'],
    ['a hyphen at the start of the host', 'maria@-example.com'],
    ['digits as top-level domain', 'maria@example.123'],
    ['nothing before the @', '@example.com'],
    ['empty', ''],
  ])('refuses an address with %s (%j)', (_why, email) => expect(isValidEmail(email)).toBe(false));

  it.each('()<>,;:\\/"[]$%!&*+={}^~\'?|`#'.split(''))('refuses the forbidden character %j', (ch) => {
    expect(isValidEmail(`mar${ch}ia@example.com`)).toBe(false);
    expect(isValidEmail(`maria@exa${ch}mple.com`)).toBe(false);
  });

  it('refuses an address longer than 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@${'b'.repeat(186)}.com`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(64)}@${'b'.repeat(60)}.com`)).toBe(true);
  });
});
