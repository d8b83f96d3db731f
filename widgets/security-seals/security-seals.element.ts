import { defineWidget } from '../../src/elements/define';
import { element } from './security-seals.contract';
import { SecuritySeals } from './security-seals';

// The tag's attributes, events and CSS properties are declared in ./security-seals.contract.ts.
defineWidget(element.tag, SecuritySeals, element.props);
