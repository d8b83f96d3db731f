import { defineWidget } from '../../src/elements/define';
import { element } from './institutional-links.contract';
import { InstitutionalLinks } from './institutional-links';

// The tag's attributes, events and CSS properties are declared in ./institutional-links.contract.ts.
defineWidget(element.tag, InstitutionalLinks, element.props);
