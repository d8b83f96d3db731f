import { defineWidget } from '../../src/elements/define';
import { element } from './customer-order-data.contract';
import { CustomerOrderData } from './customer-order-data';

// The tag's attributes, events and CSS properties are declared in ./customer-order-data.contract.ts.
defineWidget(element.tag, CustomerOrderData, element.props);
