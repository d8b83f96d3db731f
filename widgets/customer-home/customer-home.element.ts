import { defineWidget } from '../../src/elements/define';
import { element } from './customer-home.contract';
import { CustomerHome } from './customer-home';

// The tag's attributes, events and CSS properties are declared in ./customer-home.contract.ts.
defineWidget(element.tag, CustomerHome, element.props);
