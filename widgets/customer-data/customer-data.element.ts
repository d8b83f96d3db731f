import { defineWidget } from '../../src/elements/define';
import { element } from './customer-data.contract';
import { CustomerData } from './customer-data';

// The tag's attributes, events and CSS properties are declared in ./customer-data.contract.ts.
defineWidget(element.tag, CustomerData, element.props);
