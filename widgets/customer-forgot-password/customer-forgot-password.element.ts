import { defineWidget } from '../../src/elements/define';
import { CustomerForgotPassword } from './customer-forgot-password';

/**
 * Forgot password (customer-area §2, §8): the e-mail and 'RECUPERAR SENHA'. After a submit it always
 * shows the same neutral message (an account's existence is never revealed, a failure neither); the
 * e-mail typed stays in the field.
 *
 * @tag jet-customer-forgot-password
 * @summary Ask for a password reset e-mail.
 * @cssproperty --jet-color-primary - Button colour.
 */
defineWidget('jet-customer-forgot-password', CustomerForgotPassword, {});
