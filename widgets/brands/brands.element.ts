import { defineWidget } from '../../src/elements/define';
import { element } from './brands.contract';
import { Brands } from './brands';

// The tag's attributes, events and CSS properties are declared in ./brands.contract.ts.
defineWidget(element.tag, Brands, element.props);
