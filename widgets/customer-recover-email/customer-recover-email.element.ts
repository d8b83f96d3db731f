import { defineWidget } from '../../src/elements/define';
import { CustomerRecoverEmail } from './customer-recover-email';

/**
 * Recover e-mail (customer-area §2, §5, §8): CPF or CNPJ and password, 'RECUPERAR E-MAIL'; shows the
 * registered e-mail, 'CPF ou CNPJ inválido' for a bad tax id, 'Não foi possível encontrar o seu e-mail.'
 * when nothing matches. The demo store serves it at /customer/recoverEmail.
 *
 * @tag jet-customer-recover-email
 * @summary Find the registered e-mail by CPF/CNPJ and password.
 * @cssproperty --jet-color-primary - Button colour.
 */
defineWidget('jet-customer-recover-email', CustomerRecoverEmail, {});
