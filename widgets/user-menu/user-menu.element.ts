import { defineWidget } from '../../src/elements/define';
import { element } from './user-menu.contract';
import { UserMenu } from './user-menu';

// The tag's attributes, events and CSS properties are declared in ./user-menu.contract.ts.
defineWidget(element.tag, UserMenu, element.props);
