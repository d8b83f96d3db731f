import { defineWidget } from '../../src/elements/define';
import { element } from './institutional-page.contract';
import { InstitutionalPage } from './institutional-page';

// The tag's attributes, events and CSS properties are declared in ./institutional-page.contract.ts.
defineWidget(element.tag, InstitutionalPage, element.props);
