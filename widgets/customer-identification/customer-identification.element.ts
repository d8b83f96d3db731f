import { defineWidget } from '../../src/elements/define';
import { element } from './customer-identification.contract';
import { CustomerIdentification } from './customer-identification';

// The tag's attributes, events and CSS properties are declared in ./customer-identification.contract.ts.
defineWidget(element.tag, CustomerIdentification, element.props);
