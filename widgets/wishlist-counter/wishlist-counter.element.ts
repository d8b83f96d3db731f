import { defineWidget } from '../../src/elements/define';
import { element } from './wishlist-counter.contract';
import { WishlistCounter } from './wishlist-counter';

// The tag's attributes, events and CSS properties are declared in ./wishlist-counter.contract.ts.
defineWidget(element.tag, WishlistCounter, element.props);
