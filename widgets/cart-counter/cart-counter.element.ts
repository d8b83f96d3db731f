import { defineWidget } from '../../src/elements/define';
import { element } from './cart-counter.contract';
import { CartCounter } from './cart-counter';

// The tag's attributes, events and CSS properties are declared in ./cart-counter.contract.ts.
defineWidget(element.tag, CartCounter, element.props);
