import { defineWidget } from '../../src/elements/define';
import { element } from './faq.contract';
import { Faq } from './faq';

// The tag's attributes, events and CSS properties are declared in ./faq.contract.ts.
defineWidget(element.tag, Faq, element.props);
