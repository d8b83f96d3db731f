import { defineWidget } from '../../src/elements/define';
import { element } from './lightning-offers.contract';
import { LightningOffers } from './lightning-offers';

// The tag's attributes, events and CSS properties are declared in ./lightning-offers.contract.ts.
defineWidget(element.tag, LightningOffers, element.props);
