import { defineWidget } from '../../src/elements/define';
import { element } from './category-menu.contract';
import { CategoryMenu } from './category-menu';

// The tag's attributes, events and CSS properties are declared in ./category-menu.contract.ts.
defineWidget(element.tag, CategoryMenu, element.props);
