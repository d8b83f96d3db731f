import { AlertSlot } from '../../src/ui/alert';
import { useCartCounter } from './use-cart-counter';

export interface CartCounterProps {
  /** Where the counter links to. Default '/carrinho'. */
  cartUrl?: string;
}

export function CartCounter({ cartUrl = '/carrinho' }: CartCounterProps) {
  const counter = useCartCounter();
  return (
    <div className="jet-cart-counter" data-state={counter.state}>
      <a className="jet-cart-counter__link" href={cartUrl} aria-label={counter.label}>
        <svg className="jet-cart-counter__icon" viewBox="0 0 24 24" aria-hidden="true" width="24" height="24">
          <path
            fill="currentColor"
            d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H20l-2.3 8.1a2 2 0 0 1-1.9 1.4H8.4a2 2 0 0 1-2-1.6L4.2 2H1V0h4.8l.4 2"
          />
        </svg>
        <span className="jet-cart-counter__count" aria-hidden="true">
          {counter.quantity}
        </span>
      </a>
      <AlertSlot {...counter.alert} />
    </div>
  );
}
