import '../../src/i18n/catalogue/store-frame';
import { useId } from 'react';
import { t } from '../../src/i18n';
import { FlagMark, flagMark } from './flag-marks';
import { SPECIAL_BRANDS, usePaymentFlags, type PaymentFlag } from './use-payment-flags';

export interface PaymentFlagsProps {
  /** The block's title. Default 'Formas de pagamento'. */
  heading?: string;
}

/** What the payment flags block shows. */
interface PaymentFlagsModel {
  state: 'loading' | 'ready' | 'empty' | 'error';
  flags: readonly PaymentFlag[];
  heading?: string;
}

const flagName = (flag: PaymentFlag): string => (flag.kind === 'brand' ? flag.name : t(SPECIAL_BRANDS[flag.id]!.label));

/** The accepted card brands, boleto, Pix and bank transfer, as labelled marks (a brand we have no mark for: its name). */
function PaymentFlagsView({ state, flags, heading }: PaymentFlagsModel) {
  const titleId = useId();
  return (
    <section className="jet-payment-flags" data-state={state} aria-labelledby={titleId} hidden={state === 'empty' || state === 'error'}>
      <h2 className="jet-payment-flags__title" id={titleId}>
        {heading || t('paymentFlags.title')}
      </h2>
      <ul className="jet-payment-flags__list">
        {flags.map((flag) => {
          const mark = flagMark(flag);
          return (
            <li
              className={`jet-payment-flags__flag jet-payment-flags__flag--${flag.kind}${mark ? ' jet-payment-flags__flag--mark' : ''}`}
              data-brand={flag.slug}
              key={flag.id}
            >
              {mark ? <FlagMark mark={mark} label={flagName(flag)} /> : flagName(flag)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function PaymentFlags({ heading }: PaymentFlagsProps) {
  return <PaymentFlagsView {...usePaymentFlags()} heading={heading} />;
}
