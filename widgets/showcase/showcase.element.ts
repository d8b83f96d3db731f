import { defineWidget } from '../../src/elements/define';
import { element } from './showcase.contract';
import { Showcase } from './showcase';

// The tag's attributes, events and CSS properties are declared in ./showcase.contract.ts.
defineWidget(element.tag, Showcase, element.props);
