import { defineWidget } from '../../src/elements/define';
import { element } from './checkout.contract';
import { Checkout } from './checkout';

// The tag's attributes, events and CSS properties are declared in ./checkout.contract.ts.
defineWidget(element.tag, Checkout, element.props);
