import '../../i18n/catalogue/customer-auth';
import { lazy, Suspense, useState } from 'react';
import type { SocialProvider, SocialProviderName } from '../../api/operations';
import { customerUrl } from '../navigation';
import type { OfflineIdentity } from '../social/types';
import { t } from '../../i18n';
import type { QueryStatus } from '../../stores/query';
import { AlertView, type AlertMessage } from '../../ui/alert';
import { clampSocialWidth, useSocialLogin, type EmailStep, type OfflineAsk } from './use-social-login';

export interface SocialLoginProps {
  /** The buttons' width in px, kept within 200–400 (default 300). */
  width?: number | string;
  /** Where a signed-in shopper goes. Default '/customer'. */
  returnUrl?: string;
  /** Shows 'ou' above the buttons (inside the login form). */
  separator?: boolean;
}

/** What the social buttons show, and what they do (useSocialLogin). */
export interface SocialLoginModel {
  status: QueryStatus;
  providers: SocialProvider[];
  /** The provider whose sign-in runs (its button shows the loading text; all are disabled). */
  busy: SocialProviderName | null;
  message: AlertMessage | null;
  closeMessage: () => void;
  /** The offline provider's question, while its dialog is open. */
  ask: OfflineAsk | null;
  /** The provider gave no e-mail: the e-mail step shows under the buttons. */
  emailStep?: EmailStep | null;
  /** Where a signed-in shopper goes (the e-mail step's login modal). */
  returnUrl?: string;
  signIn: (provider: SocialProvider) => void;
  /** Already clamped to 200–400. */
  width: number;
  separator?: boolean;
}

const LABELS = { Google: 'auth.social.google', Facebook: 'auth.social.facebook' } as const;

/** The offline provider's dialog (demo store, tests) loads when a provider first asks for it. */
const OfflineDialog = lazy(() => import('./offline-dialog').then((module) => ({ default: module.OfflineDialog })));

/** The e-mail step (a provider gave no e-mail) loads, with the identification's logic, when first needed. */
const SocialEmailStep = lazy(() => import('./email-step').then((module) => ({ default: module.SocialEmailStep })));

/** The social buttons as a plain function of their model; nothing at all when no provider is configured. */
export function SocialLoginView(model: SocialLoginModel) {
  const { providers, busy, message, ask, width } = model;
  // once asked for, the dialog stays (closed) for the next time
  const [asked, setAsked] = useState(false);
  if (ask && !asked) setAsked(true);
  if (providers.length === 0) return null;
  const answer = (identity: OfflineIdentity | null) => ask?.answer(identity);
  return (
    <div className="jet-social-login" data-state={busy ? 'loading' : 'ready'} style={{ ['--jet-social-width' as string]: `${width}px` }}>
      {model.separator && (
        <p className="jet-social-login__separator">
          <span>{t('auth.login.or')}</span>
        </p>
      )}
      <ul className="jet-social-login__list" aria-label={t('auth.social.label')}>
        {providers.map((provider) => (
          <li key={provider.name} className="jet-social-login__item">
            <button
              type="button"
              className={`jet-social-login__button jet-social-login__button--${provider.name.toLowerCase()}`}
              disabled={busy !== null}
              aria-busy={busy === provider.name || undefined}
              data-provider={provider.name}
              onClick={() => model.signIn(provider)}
            >
              <span className="jet-social-login__icon" aria-hidden="true" />
              <span className="jet-social-login__label">{busy === provider.name ? t('auth.social.signingIn') : t(LABELS[provider.name])}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="jet-social-login__messages" aria-live="polite">
        {message && <AlertView {...message} onClose={model.closeMessage} />}
      </div>
      {model.emailStep && (
        <Suspense fallback={null}>
          <SocialEmailStep
            // a new provider sign-in starts a new step
            key={model.emailStep.credential.credential}
            provider={model.emailStep.provider}
            credential={model.emailStep.credential}
            returnUrl={model.returnUrl || customerUrl({ view: 'home' })}
          />
        </Suspense>
      )}
      {asked || ask ? (
        <Suspense fallback={null}>
          <OfflineDialog provider={ask?.provider ?? null} answer={answer} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The Google and Facebook buttons of the store (none configured: nothing). */
export function SocialLogin({ width, returnUrl, separator }: SocialLoginProps) {
  const model = useSocialLogin(returnUrl);
  return <SocialLoginView {...model} width={clampSocialWidth(width)} separator={separator} returnUrl={returnUrl} />;
}

