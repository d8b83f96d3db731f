import { defineWidget } from '../../src/elements/define';
import { panelMethods } from '../../src/events/commands';
import { element } from './login-modal.contract';
import { LazyLoginModal } from './login-modal-lazy';

// The tag's attributes, events and CSS properties are declared in ./login-modal.contract.ts.
defineWidget(element.tag, LazyLoginModal, element.props, panelMethods.loginModal);
