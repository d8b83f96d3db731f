import { defineWidget } from '../../src/elements/define';
import { element } from './digital-products.contract';
import { DigitalProducts } from './digital-products';

// The tag's attributes, events and CSS properties are declared in ./digital-products.contract.ts.
defineWidget(element.tag, DigitalProducts, element.props);
