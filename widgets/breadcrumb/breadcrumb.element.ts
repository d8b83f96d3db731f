import { defineWidget } from '../../src/elements/define';
import { element } from './breadcrumb.contract';
import { Breadcrumb } from './breadcrumb';

// The tag's attributes, events and CSS properties are declared in ./breadcrumb.contract.ts.
defineWidget(element.tag, Breadcrumb, element.props);
