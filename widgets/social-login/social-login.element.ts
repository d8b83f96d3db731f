import { defineWidget } from '../../src/elements/define';
import { element } from './social-login.contract';
import { SocialLogin } from '../../src/customer/sign-in/social-login';

// The tag's attributes, events and CSS properties are declared in ./social-login.contract.ts.
defineWidget(element.tag, SocialLogin, element.props);
