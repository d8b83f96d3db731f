import { defineWidget } from '../../src/elements/define';
import { element } from './order-confirmation.contract';
import { OrderConfirmation } from './order-confirmation';

// The tag's attributes, events and CSS properties are declared in ./order-confirmation.contract.ts.
defineWidget(element.tag, OrderConfirmation, element.props);
