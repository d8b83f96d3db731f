import { defineWidget } from '../../src/elements/define';
import { element } from './customer-access-code.contract';
import { CustomerAccessCode } from './customer-access-code';

// The tag's attributes, events and CSS properties are declared in ./customer-access-code.contract.ts.
defineWidget(element.tag, CustomerAccessCode, element.props);
