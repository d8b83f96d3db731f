import { t } from '../../src/i18n';
import { usePhoneContact } from './use-phone-contact';

export interface PhoneContactProps {
  /** Text before the number. Default 'Atendimento' (catalogue key phone.label). */
  label?: string;
}

export function PhoneContact({ label }: PhoneContactProps) {
  const phone = usePhoneContact();
  return (
    <p className="jet-phone-contact" data-state={phone.state} hidden={phone.state === 'empty' || phone.state === 'error'}>
      <span className="jet-phone-contact__label">{label ?? t('phone.label')}</span>{' '}
      {phone.href && (
        <a className="jet-phone-contact__number" href={phone.href}>
          {phone.display}
        </a>
      )}
    </p>
  );
}
