import { defineWidget } from '../../src/elements/define';
import { element } from './product-card.contract';
import { ProductCardWidget } from './product-card-widget';

// The tag's attributes, events and CSS properties are declared in ./product-card.contract.ts.
defineWidget(element.tag, ProductCardWidget, element.props);
