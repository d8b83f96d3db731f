import { defineWidget } from '../../src/elements/define';
import { element } from './customer-addresses.contract';
import { CustomerAddresses } from './customer-addresses';

// The tag's attributes, events and CSS properties are declared in ./customer-addresses.contract.ts.
defineWidget(element.tag, CustomerAddresses, element.props);
