import { defineWidget } from '../../src/elements/define';
import { element } from './customer-store-credit.contract';
import { CustomerStoreCredit } from './customer-store-credit';

// The tag's attributes, events and CSS properties are declared in ./customer-store-credit.contract.ts.
defineWidget(element.tag, CustomerStoreCredit, element.props);
