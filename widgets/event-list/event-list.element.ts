import { defineWidget } from '../../src/elements/define';
import { element } from './event-list.contract';
import { EventList } from './event-list';

// The tag's attributes, events and CSS properties are declared in ./event-list.contract.ts.
defineWidget(element.tag, EventList, element.props);
