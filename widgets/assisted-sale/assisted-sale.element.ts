import { defineWidget } from '../../src/elements/define';
import { element } from './assisted-sale.contract';
import { AssistedSale } from './assisted-sale';

// The tag's attributes, events and CSS properties are declared in ./assisted-sale.contract.ts.
defineWidget(element.tag, AssistedSale, element.props);
