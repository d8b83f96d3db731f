import { defineWidget } from '../../src/elements/define';
import { PrivacyBanner } from './privacy-banner';

/**
 * The privacy policy banner of every page (customer-area §2, §4): the store's alert text with
 * '[linkPolitica]' as a link to the policy, and 'Entendi'. Fixed at the bottom of the viewport (no
 * layout shift); not shown when the policy is inactive or this browser acknowledged its current version
 * (localStorage; a signed-in shopper's acknowledgement is also sent to the server).
 *
 * @tag jet-privacy-banner
 * @summary The privacy policy banner.
 * @attr {string} policy-url - The policy page linked from the text. Default '/politica-de-privacidade'.
 * @cssproperty --jet-privacy-banner-background - The bar's background. Default the surface colour.
 * @cssproperty --jet-color-primary - 'Entendi' and the link.
 */
defineWidget('jet-privacy-banner', PrivacyBanner, { policyUrl: 'string' });
