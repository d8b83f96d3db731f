import { defineWidget } from '../../src/elements/define';
import { SocialLogin } from './social-login';

/**
 * The store's social sign-in buttons (Google, Facebook) from its settings; none configured: nothing.
 * A provider's script loads only when its button is clicked (Google Identity Services with the app id;
 * the Facebook SDK, API v10.0, scope 'email,public_profile'); app ids starting 'offline-' use the offline
 * provider (a small dialog asks for the name and e-mail). Signed in: `return-url`; no account with that
 * e-mail: /customer/register with the credential kept in session storage.
 *
 * @tag jet-social-login
 * @summary Sign in with Google or Facebook.
 * @attr {number} width - The buttons' width in px, kept within 200–400. Default 300.
 * @attr {string} return-url - Where a signed-in shopper goes. Default '/customer'.
 * @fires jet:login - After a sign-in, with the login status.
 * @cssproperty --jet-social-width - The buttons' width (set from `width`).
 * @cssproperty --jet-color-primary - Focus ring and dialog button colour.
 */
defineWidget('jet-social-login', SocialLogin, { width: 'number', returnUrl: 'string' });
