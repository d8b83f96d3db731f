import { defineWidget } from '../../src/elements/define';
import { element } from './product-detail.contract';
import { ProductDetailPage } from './product-detail';

// The tag's attributes, events and CSS properties are declared in ./product-detail.contract.ts.
defineWidget(element.tag, ProductDetailPage, element.props);
