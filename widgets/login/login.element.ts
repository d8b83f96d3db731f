import { defineWidget } from '../../src/elements/define';
import { element } from './login.contract';
import { Login } from './login';

// The tag's attributes, events and CSS properties are declared in ./login.contract.ts.
defineWidget(element.tag, Login, element.props);
