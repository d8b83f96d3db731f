import { defineWidget } from '../../src/elements/define';
import { panelMethods } from '../../src/events/commands';
import { element } from './alert-me.contract';
import { lazyPanel } from '../../src/ui/lazy-panel';

// The tag's attributes, events and CSS properties are declared in ./alert-me.contract.ts.
defineWidget(element.tag, lazyPanel('jet:alert-me-open', () => import('./alert-me')), element.props, panelMethods.alertMe);
