import { defineWidget } from '../../src/elements/define';
import { element } from './phone-contact.contract';
import { PhoneContact } from './phone-contact';

// The tag's attributes, events and CSS properties are declared in ./phone-contact.contract.ts.
defineWidget(element.tag, PhoneContact, element.props);
