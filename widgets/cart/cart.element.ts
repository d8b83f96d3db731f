import { defineWidget } from '../../src/elements/define';
import { element } from './cart.contract';
import { Cart } from './cart';

// The tag's attributes, events and CSS properties are declared in ./cart.contract.ts.
defineWidget(element.tag, Cart, element.props);
