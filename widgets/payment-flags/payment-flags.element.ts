import { defineWidget } from '../../src/elements/define';
import { element } from './payment-flags.contract';
import { PaymentFlags } from './payment-flags';

// The tag's attributes, events and CSS properties are declared in ./payment-flags.contract.ts.
defineWidget(element.tag, PaymentFlags, element.props);
