import { defineWidget } from '../../src/elements/define';
import { element } from './privacy-policy.contract';
import { PrivacyPolicy } from './privacy-policy';

// The tag's attributes, events and CSS properties are declared in ./privacy-policy.contract.ts.
defineWidget(element.tag, PrivacyPolicy, element.props);
