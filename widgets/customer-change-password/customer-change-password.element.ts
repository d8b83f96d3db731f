import { defineWidget } from '../../src/elements/define';
import { element } from './customer-change-password.contract';
import { CustomerChangePassword } from './customer-change-password';

// The tag's attributes, events and CSS properties are declared in ./customer-change-password.contract.ts.
defineWidget(element.tag, CustomerChangePassword, element.props);
