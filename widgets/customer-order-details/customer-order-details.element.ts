import { defineWidget } from '../../src/elements/define';
import { element } from './customer-order-details.contract';
import { CustomerOrderDetails } from './customer-order-details';

// The tag's attributes, events and CSS properties are declared in ./customer-order-details.contract.ts.
defineWidget(element.tag, CustomerOrderDetails, element.props);
