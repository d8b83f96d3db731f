import { defineWidget } from '../../src/elements/define';
import { element } from './banner.contract';
import { Banner } from './banner';

// The tag's attributes, events and CSS properties are declared in ./banner.contract.ts.
defineWidget(element.tag, Banner, element.props);
