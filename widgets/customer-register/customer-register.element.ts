import { defineWidget } from '../../src/elements/define';
import { CustomerRegister } from './customer-register';

/**
 * The registration wizard of /customer/register and the finish-registration wizard of
 * /customer/finishregistration/{email} (customer-area §2, §4, §5): three tabs 'Informações Pessoais',
 * 'Endereço' and 'Crie sua conta' for pessoa física or jurídica (a B2B store: jurídica only), with
 * CANCELAR, ANTERIOR, PRÓXIMO and CADASTRAR. The step shows in the heading and the page title
 * ('Cadastro — Etapa 2 de 3: Endereço'). A new registration starts from the identifier or the social
 * sign-up kept in session storage; finish-registration from the customer signed in by access code.
 * Success goes to /customer (after 3001 ms, or 200 ms for finish-registration).
 *
 * @tag jet-customer-register
 * @summary Registration and finish-registration wizard.
 * @attr {'register' | 'finish'} mode - 'register' or 'finish'; by default read from the address.
 * @fires jet:login - After a successful registration, with the new login status.
 * @fires jet:alert-show - With the success message or the server's error.
 * @cssproperty --jet-color-primary - The current step and the primary buttons.
 * @cssproperty --jet-color-border - Step markers and separators.
 * @cssproperty --jet-radius - Buttons and fields.
 */
defineWidget('jet-customer-register', CustomerRegister, { mode: 'string' });
