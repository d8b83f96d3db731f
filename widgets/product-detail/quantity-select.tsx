import type { ProductChoice } from '../../src/catalogue/use-product-choice';
import { QUANTITY_DROPDOWN_MAX, quantityOptions } from '../../src/format/quantity';

/**
 * The quantity dropdown of the product page (catalogue-and-discovery §9): '01' up to the stock of the
 * choice (the chosen SKU's, else the product's), at most QUANTITY_DROPDOWN_MAX (99) entries. Picking
 * before every variation is chosen says 'Selecione primeiro as variações' and keeps the quantity.
 */
export function QuantitySelect({ choice, id, className }: { choice: ProductChoice; id: string; className?: string }) {
  return (
    <select
      id={id}
      className={className}
      value={choice.quantity}
      onChange={(event) => {
        if (!choice.guardQuantity()) return;
        choice.noteQuantity(null, 'edit');
        choice.commitQuantity(Number(event.currentTarget.value));
      }}
    >
      {quantityOptions(Math.max(1, choice.stock), QUANTITY_DROPDOWN_MAX).map((label) => (
        <option key={label} value={Number(label)}>
          {label}
        </option>
      ))}
    </select>
  );
}
