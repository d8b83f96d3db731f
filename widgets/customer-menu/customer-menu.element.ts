import { defineWidget } from '../../src/elements/define';
import { element } from './customer-menu.contract';
import { CustomerMenu } from './customer-menu';

// The tag's attributes, events and CSS properties are declared in ./customer-menu.contract.ts.
defineWidget(element.tag, CustomerMenu, element.props);
