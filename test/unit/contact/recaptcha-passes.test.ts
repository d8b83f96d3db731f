import { describe, expect, it } from 'vitest';
import { RecaptchaPasses, recaptchaSettingsFromEnv } from '../../../server/adapters/recaptcha';

describe('RecaptchaPasses', () => {
  it('takes a verified token once, for its own action, within its time', () => {
    let now = 1_000;
    const passes = new RecaptchaPasses(60_000, 100, () => now);
    passes.remember('t1', 'Contact');
    expect(passes.consume('t1', 'Contact')).toBe(true);
    expect(passes.consume('t1', 'Contact')).toBe(false);
    passes.remember('t2', 'Login');
    expect(passes.consume('t2', 'Contact')).toBe(false);
    passes.remember('t3', 'Contact');
    now += 60_001;
    expect(passes.consume('t3', 'Contact')).toBe(false);
  });

  it('keeps at most `max` passes, dropping the expired and then the oldest', () => {
    let now = 0;
    const passes = new RecaptchaPasses(1_000, 2, () => now);
    passes.remember('old', 'Contact');
    now = 2_000;
    passes.remember('a', 'Contact');
    passes.remember('b', 'Contact');
    passes.remember('c', 'Contact');
    expect(passes.consume('old', 'Contact')).toBe(false);
    expect(passes.consume('a', 'Contact')).toBe(false);
    expect(passes.consume('b', 'Contact')).toBe(true);
    expect(passes.consume('c', 'Contact')).toBe(true);
  });
});

describe('recaptchaSettingsFromEnv', () => {
  it('checks every action of the specs by default, none with an empty list, and trims the site key', () => {
    expect(recaptchaSettingsFromEnv({})).toEqual({ siteKey: '', actions: ['FirstAccess', 'Login', 'Register', 'ForgetPassword', 'Contact'] });
    expect(recaptchaSettingsFromEnv({ RECAPTCHA_ACTIONS: '' }).actions).toEqual([]);
    expect(recaptchaSettingsFromEnv({ RECAPTCHA_ACTIONS: ' Contact , Login ,', RECAPTCHA_SITE_KEY: ' k ' })).toEqual({ siteKey: 'k', actions: ['Contact', 'Login'] });
  });
});
