import { defineWidget } from '../../src/elements/define';
import { element } from './customer-orders.contract';
import { CustomerOrders } from './customer-orders';

// The tag's attributes, events and CSS properties are declared in ./customer-orders.contract.ts.
defineWidget(element.tag, CustomerOrders, element.props);
