import { QuantityStepperView } from './quantity-stepper-view';
import { useQuantityStepper, type QuantityStepperOptions } from './use-quantity-stepper';

export type QuantityStepperProps = QuantityStepperOptions & {
  /** Extra class on the root (the card's compact look: 'jet-card__quantity'). */
  className?: string;
};

/**
 * A quantity field with minus and plus buttons (WAI-ARIA spinbutton), shared by the product card,
 * the product page and the cart rows. Light DOM, classes `jet-quantity__*`:
 * `.jet-quantity[data-pending]`, `__button[data-step="down|up"]`, `__button[data-removes]`, `__input`, `__notice`.
 */
export function QuantityStepper({ className, ...options }: QuantityStepperProps) {
  return <QuantityStepperView {...useQuantityStepper(options)} className={className} />;
}
