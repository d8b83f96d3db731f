import { t } from '../../src/i18n';
import { usePhoneContact } from './use-phone-contact';

export interface PhoneContactProps {
  /** Text before the number. Default 'Atendimento' (catalogue key phone.label). */
  label?: string;
}

/** What the phone contact shows. */
export interface PhoneContactModel {
  state: 'loading' | 'ready' | 'empty' | 'error';
  /** The number as shown, '(11) 4002-8922'. */
  display: string;
  /** The tel: link, '' when there is no number. */
  href: string;
  /** Text before the number; default 'Atendimento'. */
  label?: string;
}

/** The phone as a plain function of its model; hidden when there is no number or it cannot be loaded. */
export function PhoneContactView({ state, display, href, label }: PhoneContactModel) {
  return (
    <p className="jet-phone-contact" data-state={state} hidden={state === 'empty' || state === 'error'}>
      <span className="jet-phone-contact__label">{label ?? t('phone.label')}</span>{' '}
      {href && (
        <a className="jet-phone-contact__number" href={href}>
          {display}
        </a>
      )}
    </p>
  );
}

export function PhoneContact({ label }: PhoneContactProps) {
  return <PhoneContactView {...usePhoneContact()} label={label} />;
}
