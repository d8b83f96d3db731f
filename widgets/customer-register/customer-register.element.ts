import { defineWidget } from '../../src/elements/define';
import { element } from './customer-register.contract';
import { CustomerRegister } from './customer-register';

// The tag's attributes, events and CSS properties are declared in ./customer-register.contract.ts.
defineWidget(element.tag, CustomerRegister, element.props);
