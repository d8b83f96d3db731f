import { defineWidget } from '../../src/elements/define';
import { element } from './privacy-banner.contract';
import { PrivacyBanner } from './privacy-banner';

// The tag's attributes, events and CSS properties are declared in ./privacy-banner.contract.ts.
defineWidget(element.tag, PrivacyBanner, element.props);
