import '../../i18n/catalogue/customer-auth';
import { useCallback, useState } from 'react';
import { useMutation, write } from '../../api/use-mutation';
import { ApiError, toApiError } from '../../api/errors';
import type { SocialCredential, SocialLoginAnswer, SocialProvider, SocialProviderName } from '../../api/operations';
import { keepSocialSignup } from '../identifier-storage';
import { customerUrl, registrationUrl } from '../navigation';
import { navigation } from '../../routes/navigation';
// the providers' adapters (Google, Facebook, the offline one) load on the first sign-in: the page needs only the buttons
import { SocialError, type OfflineIdentity, type SocialErrorCode } from '../social/types';
import { useHost } from '../../elements/host';
import { emit } from '../../events';
import { t, type MessageKey } from '../../i18n';
import { $loginStatus } from '../../stores/login-status';
import { useQuery } from '../../stores/use-query';
import { useAlert } from '../../ui/alert';

/** cart-and-purchase §2, §9: the social button's width is kept within 200 and 400 (px). */
const SOCIAL_WIDTH_MIN = 200;
const SOCIAL_WIDTH_MAX = 400;
const SOCIAL_WIDTH_DEFAULT = 300;

/** The `width` attribute clamped to 200–400; anything that is not a number is the default 300. */
export function clampSocialWidth(width: unknown): number {
  const value = typeof width === 'number' ? width : Number.parseFloat(String(width ?? ''));
  if (!Number.isFinite(value)) return SOCIAL_WIDTH_DEFAULT;
  return Math.min(SOCIAL_WIDTH_MAX, Math.max(SOCIAL_WIDTH_MIN, Math.round(value)));
}

/**
 * The providers that get a button: Google and Facebook with an app id and not disabled by the store's
 * status check (`enabled: false`), Google first.
 */
export function configuredProviders(list: unknown): SocialProvider[] {
  if (!Array.isArray(list)) return [];
  const known = (list as Partial<SocialProvider>[]).filter(
    (entry): entry is SocialProvider =>
      (entry?.name === 'Google' || entry?.name === 'Facebook') &&
      typeof entry.appId === 'string' &&
      entry.appId.trim() !== '' &&
      entry.enabled !== false,
  );
  return (['Google', 'Facebook'] as const).flatMap((name) => known.find((entry) => entry.name === name) ?? []);
}

const ERROR_KEYS: Record<SocialErrorCode, MessageKey> = {
  cancelled: 'auth.social.cancelled',
  blocked: 'auth.social.blocked',
  'sdk-failed': 'auth.social.sdkFailed',
  'provider-not-found': 'auth.social.providerNotFound',
  'not-signed-in': 'auth.social.notSignedIn',
  'not-ready': 'auth.social.notReady',
  'refresh-unsupported': 'auth.social.refreshUnsupported',
  'access-token-unsupported': 'auth.social.accessTokenUnsupported',
};

/** The shopper's text for a failed social sign-in: the library's errors in pt-BR, the server's text as it is. */
function socialErrorText(error: unknown, provider: SocialProviderName): string {
  if (error instanceof SocialError) return t(ERROR_KEYS[error.code], { provider });
  if (error instanceof ApiError) return error.message;
  return t('auth.social.failed', { provider });
}

/** The provider gave no e-mail: the login is not social and the e-mail is asked (customer-area §4). */
export interface EmailStep {
  provider: SocialProviderName;
  credential: SocialCredential;
}

/** The offline provider's question in progress: which provider asks, and how to answer. */
export interface OfflineAsk {
  provider: SocialProviderName;
  answer: (identity: OfflineIdentity | null) => void;
}

/**
 * The social login's logic (customer-area §4 "Social login"): the provider's adapter gives a credential,
 * /api/loginsocial answers 'signed-in' (go to `returnUrl`, /customer by default; the provider is
 * remembered so the store's logout signs out of it), 'register' (the credential is kept for the
 * registration page, then /customer, where a visitor registers), or, when the provider gave no e-mail, `social: false`
 * (the e-mail step). A credential the server finds expired is renewed once by the provider, where it can.
 * Errors in pt-BR.
 */
export function useSocialLogin(returnUrl = customerUrl({ view: 'home' })) {
  const query = useQuery('socialProviders');
  const providers = configuredProviders(query.data);
  const [busy, setBusy] = useState<SocialProviderName | null>(null);
  // held: a message stays until closed or replaced
  const alert = useAlert(true);
  const [ask, setAsk] = useState<OfflineAsk | null>(null);
  const [emailStep, setEmailStep] = useState<EmailStep | null>(null);
  const host = useHost();

  const askIdentity = useCallback(
    (provider: SocialProviderName) =>
      new Promise<OfflineIdentity | null>((resolve) => {
        setAsk({
          provider,
          answer: (identity) => {
            setAsk(null);
            resolve(identity);
          },
        });
      }),
    [],
  );

  const { run } = useMutation({
    send: async (provider: SocialProvider) => {
      setEmailStep(null);
      setBusy(provider.name);
      const { adapterFor, rememberSocialProvider } = await import('../social');
      const adapter = adapterFor(provider.name, provider.appId);
      const context = { askIdentity };
      let credential = await adapter.signIn(provider.appId, context);
      let answer: Partial<SocialLoginAnswer> | null;
      try {
        answer = await write('loginSocial', { json: credential });
      } catch (error) {
        // a genuine sign-in whose time is over: the provider renews it once ('refresh-unsupported' where it cannot)
        if (toApiError(error).code !== 'SOCIAL_EXPIRED') throw error;
        credential = await adapter.refreshToken(provider.appId, context);
        answer = await write('loginSocial', { json: credential });
      }
      return { credential, answer, rememberSocialProvider };
    },
    alert,
    failure: (error, provider, thrown) =>
      thrown instanceof SocialError
        ? { kind: thrown.code === 'cancelled' ? 'info' : 'error', message: socialErrorText(thrown, provider.name) }
        : { kind: 'error', message: socialErrorText(error, provider.name) },
    onSuccess: ({ credential, answer, rememberSocialProvider }, provider) => {
      if (answer?.social === false || answer?.next === 'email') {
        setEmailStep({ provider: provider.name, credential });
      } else if (answer?.next === 'signed-in' && answer.data?.authenticated) {
        rememberSocialProvider(provider);
        $loginStatus.setData({ data: answer.data });
        emit('jet:login', answer.data, host);
        navigation.assign(returnUrl || customerUrl({ view: 'home' }));
      } else if (answer?.next === 'register') {
        keepSocialSignup({
          ...credential,
          nameCustomer: answer.name || credential.nameCustomer,
          emailCustomer: answer.email || credential.emailCustomer,
        });
        navigation.assign(registrationUrl());
      } else {
        alert.show({ kind: 'error', message: t('auth.social.failed', { provider: provider.name }) });
      }
    },
  });

  // a click while a sign-in is on its way is ignored (run answers null) and leaves `busy` alone
  const signIn = async (provider: SocialProvider) => {
    if ((await run(provider)) !== null) setBusy(null);
  };

  return {
    status: query.status,
    providers,
    busy,
    message: alert.alert,
    closeMessage: alert.close,
    ask,
    emailStep,
    signIn,
  };
}
