import { defineWidget } from '../../src/elements/define';
import { PrivacyPolicy } from './privacy-policy';

/**
 * The privacy-policy page (catalogue-and-discovery §2): the store's policy text from the company
 * settings (`privacyPolicy.policyPrivacy`, store HTML, sanitised) under 'Política de Privacidade', with
 * the date of its last change. A disabled policy (`statusPolicyPrivacy` false) sends the shopper to '/'.
 *
 * @tag jet-privacy-policy
 * @summary Privacy-policy page.
 * @attr {string} home-url - Where a disabled policy sends the shopper. Default '/'.
 * @attr {boolean} no-title - Leaves the title out (the store's text has its own heading).
 */
defineWidget('jet-privacy-policy', PrivacyPolicy, { homeUrl: 'string', noTitle: 'boolean' });
