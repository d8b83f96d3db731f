import '../i18n/catalogue/cart-page';
import { useId } from 'react';
import type { CartLine } from '../api/operations';
import { t } from '../i18n';
import { useModalDialog } from '../ui/use-modal-dialog';

export interface SoldOutDialogProps {
  open: boolean;
  lines: readonly CartLine[];
  onClose: () => void;
  /** 'Excluir Produto(s)': removes every sold-out line. */
  onRemove: () => void;
}

/**
 * The sold-out modal (cart-and-purchase §2): 'Fechar', the title in the singular or plural, the list of
 * sold-out products and the delete button. Focus goes in on opening and back to 'Finalizar Compra'.
 */
export function SoldOutDialog({ open, lines, onClose, onRemove }: SoldOutDialogProps) {
  const { dialogProps } = useModalDialog(open, onClose);
  const titleId = useId();
  const one = lines.length === 1;
  return (
    <dialog {...dialogProps} className="jet-dialog jet-cart-sold-out" aria-labelledby={titleId}>
      <h2 id={titleId} className="jet-dialog__title">
        {one ? t('cart.soldOutTitleOne') : t('cart.soldOutTitleMany', { n: lines.length })}
      </h2>
      <ul className="jet-cart-sold-out__list">
        {lines.map((line) => (
          <li key={line.idCartItem}>{line.name}</li>
        ))}
      </ul>
      <div className="jet-dialog__actions">
        <button type="button" className="jet-button jet-button--secondary" onClick={onClose}>
          {t('cart.close')}
        </button>
        <button type="button" className="jet-button jet-button--primary" onClick={onRemove}>
          {one ? t('cart.removeSoldOutOne') : t('cart.removeSoldOutMany')}
        </button>
      </div>
    </dialog>
  );
}
