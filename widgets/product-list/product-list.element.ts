import { defineWidget } from '../../src/elements/define';
import { element } from './product-list.contract';
import { ProductList } from './product-list';

// The tag's attributes, events and CSS properties are declared in ./product-list.contract.ts.
defineWidget(element.tag, ProductList, element.props);
