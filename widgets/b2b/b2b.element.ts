import { defineWidget } from '../../src/elements/define';
import { element } from './b2b.contract';
import { B2b } from './b2b';

// The tag's attributes, events and CSS properties are declared in ./b2b.contract.ts.
defineWidget(element.tag, B2b, element.props);
