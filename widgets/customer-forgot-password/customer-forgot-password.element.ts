import { defineWidget } from '../../src/elements/define';
import { element } from './customer-forgot-password.contract';
import { CustomerForgotPassword } from './customer-forgot-password';

// The tag's attributes, events and CSS properties are declared in ./customer-forgot-password.contract.ts.
defineWidget(element.tag, CustomerForgotPassword, element.props);
