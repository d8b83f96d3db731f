import { defineWidget } from '../../src/elements/define';
import { element } from './logo.contract';
import { Logo } from './logo';

// The tag's attributes, events and CSS properties are declared in ./logo.contract.ts.
defineWidget(element.tag, Logo, element.props);
