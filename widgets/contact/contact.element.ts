import { defineWidget } from '../../src/elements/define';
import { element } from './contact.contract';
import { Contact } from './contact';

// The tag's attributes, events and CSS properties are declared in ./contact.contract.ts.
defineWidget(element.tag, Contact, element.props);
