import { defineWidget } from '../../src/elements/define';
import { element } from './social-links.contract';
import { SocialLinks } from './social-links';

// The tag's attributes, events and CSS properties are declared in ./social-links.contract.ts.
defineWidget(element.tag, SocialLinks, element.props);
