import { defineWidget } from '../../src/elements/define';
import { element } from './fixed-bar.contract';
import { FixedBar } from './fixed-bar';

// The tag's attributes, events and CSS properties are declared in ./fixed-bar.contract.ts.
defineWidget(element.tag, FixedBar, element.props);
