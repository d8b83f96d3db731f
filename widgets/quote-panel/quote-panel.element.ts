import { defineWidget } from '../../src/elements/define';
import { panelMethods } from '../../src/events/commands';
import { element } from './quote-panel.contract';
import { lazyPanel } from '../../src/ui/lazy-panel';

// The tag's attributes, events and CSS properties are declared in ./quote-panel.contract.ts.
defineWidget(element.tag, lazyPanel('jet:product-budget-show', () => import('./quote-panel')), element.props, panelMethods.quotePanel);
