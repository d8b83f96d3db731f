import '../../src/i18n/catalogue/tracking';
import { useId, useRef } from 'react';
import { formatDateTime } from '../../src/format/date';
import { t } from '../../src/i18n';
import type { OrderTrackingModel } from './use-order-tracking';

const B = 'jet-order-tracking';

/**
 * The delivery tracking of an order, from its model: carrier, the code with its copy button, and the
 * events as an ordered list, newest first (the first is the current step, `aria-current="step"`).
 */
export function OrderTrackingView({ model, print = false }: { model: OrderTrackingModel; print?: boolean }) {
  const titleId = useId();
  const code = useRef<HTMLElement>(null);
  const { state, tracking } = model;
  if (state === 'none') return null;
  return (
    <section className={`jet-customer-order-details__section ${B}`} data-state={state} aria-labelledby={titleId} aria-busy={state === 'loading' || undefined}>
      <h2 className="jet-customer-order-details__section-title" id={titleId}>
        {t('tracking.title')}
      </h2>
      {state === 'loading' && (
        // holds the size of the likeliest answer (not dispatched yet), so its arrival moves nothing below
        <p className={`${B}__note`}>
          <span className="jet-orders-sr">{t('tracking.loading')}</span>
          <span className={`${B}__placeholder`} aria-hidden="true">
            {t('tracking.empty')}
          </span>
        </p>
      )}
      {state === 'empty' && <p className={`${B}__note`}>{t('tracking.empty')}</p>}
      {state === 'error' && (
        <p className={`${B}__note`}>
          {t('tracking.unavailable')}{' '}
          <button type="button" className="jet-button jet-button--secondary jet-orders-no-print" onClick={model.retry}>
            {t('tracking.retry')}
          </button>
        </p>
      )}
      {state === 'ready' && tracking && (
        <>
          <dl className={`${B}__parcel`}>
            <div className={`${B}__fact`}>
              <dt>{t('tracking.carrier')}</dt>
              <dd className={`${B}__carrier`}>{tracking.carrier}</dd>
            </div>
            <div className={`${B}__fact`}>
              <dt>{t('tracking.code')}</dt>
              <dd className={`${B}__code-line`}>
                <code className={`${B}__code`} ref={code}>
                  {tracking.trackingCode}
                </code>
                {!print && (
                  <button
                    type="button"
                    className={`jet-button jet-button--secondary ${B}__copy jet-orders-no-print`}
                    aria-label={t('tracking.copyLabel', { code: tracking.trackingCode })}
                    onClick={() => void model.copy(tracking.trackingCode, code.current)}
                  >
                    {t('tracking.copy')}
                  </button>
                )}
              </dd>
            </div>
          </dl>
          <p className={`${B}__notice`} aria-live="polite">
            {model.notice}
          </p>
          <ol className={`${B}__events`} aria-label={t('tracking.eventsLabel')}>
            {tracking.events.map((event, index) => (
              <li key={`${event.date}-${event.description}`} className={`${B}__event`} data-step={event.step} aria-current={index === 0 ? 'step' : undefined}>
                <span className={`${B}__description`}>
                  {event.description}
                  {index === 0 && <span className="jet-orders-sr"> ({t('tracking.current')})</span>}
                </span>
                {event.place && <span className={`${B}__place`}>{event.place}</span>}
                <time className={`${B}__date`} dateTime={event.date}>
                  {formatDateTime(event.date)}
                </time>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
