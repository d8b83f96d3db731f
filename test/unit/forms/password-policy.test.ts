/**
 * The password policy of the forms (issue 22, ASVS 5.0 V6.2): the length rules run at once; the list of
 * common and breached passwords counts once it is registered (the server at start, the browser when the
 * field is first focused); no composition rules.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { accountSchema, changePasswordSchema } from '../../../src/forms/schemas';
import { validateValues } from '../../../src/forms/validate';
import { loadPasswordTools } from '../../../src/forms/password-tools';
import { brazilianCommonPasswords } from '../../../src/validation/common-passwords-br';
import { isListedPassword } from '../../../src/validation/common-passwords';
import { passwordLength, setCommonPasswordCheck } from '../../../src/validation/password';

const COMMON = 'Essa senha é muito comum ou já apareceu em vazamentos. Escolha outra.';
const account = (password: string) => ({ email: 'm@x.com', password, emailInfoCategory: [], termAccepted: false, privacyAccepted: false });
const change = (password: string) => ({ passwordOld: '', password, passwordConfirm: password });

afterEach(() => setCommonPasswordCheck(undefined));

describe('the list', () => {
  it('holds the breached and the Brazilian common passwords, whatever the case', () => {
    for (const password of ['password', '12345678', 'qwerty123', 'iloveyou', 'senha123', 'Senha@123', 'BRASIL123', 'mudar123', 'flamengo123', 'corinthians', '10203040']) {
      expect(isListedPassword(password), password).toBe(true);
    }
    for (const password of ['sabia laranjeira', 'Tucano-Verde-42', '58213946']) expect(isListedPassword(password), password).toBe(false);
  });

  it("ships the browser the package's 10,000 most common, as scripts/make-top-passwords.ts writes them", async () => {
    const { readFileSync } = await import('node:fs');
    const { topPasswordsSource } = await import('../../../scripts/make-top-passwords');
    const file = readFileSync('src/validation/common-passwords-top.ts', 'utf8');
    expect(file, 'run npx tsx scripts/make-top-passwords.ts').toBe(topPasswordsSource());
    const { topCommonPasswords } = await import('../../../src/validation/common-passwords-top');
    expect(topCommonPasswords).toHaveLength(10_000);
    expect(topCommonPasswords.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
  });

  it("refuses in the browser, once loaded, the first 10,000 and the Brazilian ones; the rest is the server's", async () => {
    const tools = await loadPasswordTools();
    expect(tools.passwordStrength('qwerty123')).toBe('weak');
    expect(await validateValues(changePasswordSchema({ withToken: true }), change('iloveyou'))).toEqual({ password: COMMON });
    expect(await validateValues(changePasswordSchema({ withToken: true }), change('flamengo123'))).toEqual({ password: COMMON });
  });

  it('ships only Brazilian entries long enough to matter', () => {
    expect(brazilianCommonPasswords.every((p) => p.length >= 8 && p === p.toLowerCase())).toBe(true);
  });
});

describe('the schemas', () => {
  it('count length in characters, 8 to 128, an emoji as one', async () => {
    expect(passwordLength('🦜🦜🦜🦜🦜🦜🦜🦜')).toBe(8);
    expect(await validateValues(changePasswordSchema({ withToken: true }), change('🦜🦜🦜🦜🦜🦜🦜🦜'))).toEqual({});
    expect((await validateValues(changePasswordSchema({ withToken: true }), change('a'.repeat(128)))).password).toBeUndefined();
    expect((await validateValues(changePasswordSchema({ withToken: true }), change('a'.repeat(129)))).password).toBe('A senha deve ter no máximo 128 caracteres');
  });

  it('ask for no composition: lower case only or digits only are fine', async () => {
    expect(await validateValues(accountSchema(), account('abcdefghij'))).toEqual({});
    expect(await validateValues(accountSchema(), account('58213946'))).toEqual({});
  });

  it('refuse a listed password only once the list is registered', async () => {
    expect(await validateValues(accountSchema(), account('brasil123'))).toEqual({});
    const tools = await loadPasswordTools();
    expect(await validateValues(accountSchema(), account('brasil123'))).toEqual({ password: COMMON });
    expect((await validateValues(changePasswordSchema({ withToken: true }), change('Senha@123'))).password).toBe(COMMON);
    expect(tools.passwordStrength('brasil123')).toBe('weak');
    expect(tools.passwordStrength('abcdefgh')).toBe('weak');
    expect(tools.passwordStrength('sabia na laranjeira do quintal')).toBe('strong');
    expect(tools.passwordStrength('mariasouza', ['Maria Souza', 'maria.souza@example.com'])).toBe('weak');
  });
});
