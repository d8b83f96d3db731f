import { defineWidget } from '../../src/elements/define';
import { panelMethods } from '../../src/events/commands';
import { LazyLoginModal } from './login-modal-lazy';

/**
 * The login modal for any page: closed until theme code dispatches `jet:login-open` on document
 * (`detail: { identifier? }`; an identifier is filled in and locked). Same form as `<jet-login>`. Only
 * the listener loads with the page; the form comes with the first request.
 *
 * @tag jet-login-modal
 * @summary Login in a modal dialog (opens on jet:login-open).
 * @attr {string} return-url - Where the shopper goes once signed in. Default '/customer'.
 * @attr {number} social-width - Width of the social buttons in px, kept within 200–400. Default 300.
 * @fires jet:login - After a sign-in, with the login status.
 * @method {(identifier?: string) => void} open - Opens the modal, as `openLogin(identifier)` does.
 * @method {() => void} close - Closes the modal (`jet:login-close`).
 * @cssproperty --jet-radius - Dialog corners.
 */
defineWidget('jet-login-modal', LazyLoginModal, { returnUrl: 'string', socialWidth: 'number' }, panelMethods.loginModal);
