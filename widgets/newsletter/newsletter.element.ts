import { defineWidget } from '../../src/elements/define';
import { element } from './newsletter.contract';
import { Newsletter } from './newsletter';

// The tag's attributes, events and CSS properties are declared in ./newsletter.contract.ts.
defineWidget(element.tag, Newsletter, element.props);
