import '../../i18n/catalogue/customer-account';
import { useId, useState } from 'react';
import { t } from '../../i18n';
import { SafeHtml } from '../../ui/safe-html';

export interface PolicyGateBoxProps {
  policyHtml: string;
  accept: () => void;
  accepting: boolean;
  error: string | null;
  /** The box's heading level: 'h2' under a page heading (default). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * The acceptance of a new privacy policy version (customer-area §4): the store's policy text
 * (sanitised), a checkbox, and 'Confirmar', enabled only once the box is ticked.
 */
export function PolicyGateBox({ policyHtml, accept, accepting, error, headingLevel = 'h2' }: PolicyGateBoxProps) {
  const [ticked, setTicked] = useState(false);
  const titleId = useId();
  const Heading = headingLevel;
  return (
    <section className="jet-policy-gate" aria-labelledby={titleId} data-state={accepting ? 'loading' : 'ready'}>
      <Heading id={titleId} className="jet-policy-gate__title">
        {t('account.policy.title')}
      </Heading>
      <p className="jet-policy-gate__intro">{t('account.policy.intro')}</p>
      {/* a scrolling region reachable by keyboard, so the whole text can be read */}
      <div className="jet-policy-gate__text" role="region" aria-label={t('account.policy.textLabel')} tabIndex={0}>
        <SafeHtml html={policyHtml} />
      </div>
      <label className="jet-policy-gate__check">
        <input type="checkbox" checked={ticked} onChange={(event) => setTicked(event.target.checked)} disabled={accepting} />
        <span>{t('account.policy.check')}</span>
      </label>
      {error !== null && (
        <p className="jet-policy-gate__error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="jet-button jet-button--primary jet-policy-gate__confirm" disabled={!ticked || accepting} aria-busy={accepting || undefined} onClick={accept}>
        {t('account.policy.confirm')}
      </button>
    </section>
  );
}
