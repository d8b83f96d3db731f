import { defineWidget } from '../../src/elements/define';
import { element } from './faq-link.contract';
import { FaqLink } from './faq-link';

// The tag's attributes, events and CSS properties are declared in ./faq-link.contract.ts.
defineWidget(element.tag, FaqLink, element.props);
