import { defineWidget } from '../../src/elements/define';
import { element } from './customer-change-email.contract';
import { CustomerChangeEmail } from './customer-change-email';

// The tag's attributes, events and CSS properties are declared in ./customer-change-email.contract.ts.
defineWidget(element.tag, CustomerChangeEmail, element.props);
