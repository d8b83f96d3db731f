import { defineWidget } from '../../src/elements/define';
import { panelMethods } from '../../src/events/commands';
import { element } from './cart-preview.contract';
import { CartPreviewLauncher } from './cart-preview-launcher';

// The tag's attributes, events and CSS properties are declared in ./cart-preview.contract.ts.
defineWidget(element.tag, CartPreviewLauncher, element.props, panelMethods.cartPreview);
