import { defineWidget } from '../../src/elements/define';
import { element } from './customer-recover-email.contract';
import { CustomerRecoverEmail } from './customer-recover-email';

// The tag's attributes, events and CSS properties are declared in ./customer-recover-email.contract.ts.
defineWidget(element.tag, CustomerRecoverEmail, element.props);
