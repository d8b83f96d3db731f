import { defineWidget } from '../../src/elements/define';
import { element } from './customer-order-status.contract';
import { CustomerOrderStatus } from './customer-order-status';

// The tag's attributes, events and CSS properties are declared in ./customer-order-status.contract.ts.
defineWidget(element.tag, CustomerOrderStatus, element.props);
