import { socialAdapters, SocialError, type SocialErrorCode } from '../src/customer/social';
import { fakeSocialProviders } from '../test/fixtures/social-adapter';

/** A story's `beforeEach`: every provider's sign-in fails with `code` (the library errors, without the SDKs). */
export const providerFails = (code: SocialErrorCode) => () => {
  fakeSocialProviders(() => ({ signIn: () => Promise.reject(new SocialError(code)) }));
  return () => {
    socialAdapters.override = undefined;
  };
};

export const offlineProviders = [
  { name: 'Google' as const, appId: 'offline-google', enabled: true },
  { name: 'Facebook' as const, appId: 'offline-facebook', enabled: true },
];
