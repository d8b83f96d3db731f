import { defineWidget } from '../../src/elements/define';
import { element } from './search-box.contract';
import { SearchBox } from './search-box';

// The tag's attributes, events and CSS properties are declared in ./search-box.contract.ts.
defineWidget(element.tag, SearchBox, element.props);
