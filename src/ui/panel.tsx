import '../i18n/catalogue/product';
import { Suspense, useEffect, useId, type ReactNode, type RefObject } from 'react';
import { t } from '../i18n';
import { AlertSlot, type AlertMessage } from './alert';
import { focusFirstField, useModalDialog } from './use-modal-dialog';
import { mediaUrl } from '../api/media';

export interface PanelProps {
  /** The widget's block class, e.g. 'jet-quote-panel'; parts get `${block}__dialog` and so on. */
  block: string;
  open: boolean;
  /** True from the first opening on: the body (the lazily loaded form) mounts and stays mounted. */
  started: boolean;
  /** The dialog's title; it labels the dialog. */
  title: ReactNode;
  onClose: () => void;
  /** The panel's alert (useAlert): shown inside the dialog while it is open, above the page otherwise. */
  alert: { alert: AlertMessage | null; close: () => void };
  /** Shown between the title and the body, with no heavy code (product name, image, question). */
  intro?: ReactNode;
  /** The form: a React.lazy component, so its code (formik, yup) loads on the first opening. */
  children: ReactNode;
}

/** Mounted with the lazy body: once it has loaded, focus goes to its first field if it is still on the dialog. */
function FocusWhenReady({ dialog }: { dialog: RefObject<HTMLDialogElement | null> }) {
  useEffect(() => {
    const element = dialog.current;
    if (element?.open && document.activeElement === element) focusFirstField(element);
  }, [dialog]);
  return null;
}

/**
 * A message inside the open dialog: the alert's look without its own close button (the dialog has
 * 'Fechar'; two buttons of that name would confuse) and without closing by itself, so it stays
 * while the shopper corrects and sends again.
 */
function PanelMessage({ kind, title, message }: AlertMessage) {
  return (
    <div className="jet-alert jet-panel__message" data-kind={kind} role={kind === 'error' ? 'alert' : 'status'}>
      <div className="jet-alert__body">
        {title && <strong className="jet-alert__title">{title}</strong>}
        <span className="jet-alert__message">{message}</span>
      </div>
    </div>
  );
}

/**
 * The shell of a panel (quote, back-in-stock, a cart drawer): a modal <dialog> labelled by its title, a
 * 'Fechar' button, the panel's alert and a body that mounts on the first opening. Its behaviour is
 * useModalDialog's: focus to the first field on opening (to the dialog itself while the body loads)
 * and back to the element that had it before (the 'Orçar' or 'Esgotado' button) on closing, Escape
 * closes it, Tab stays inside.
 */
export function Panel({ block, open, started, title, onClose, alert, intro, children }: PanelProps) {
  const { ref: dialogRef, dialogProps } = useModalDialog(open, onClose);
  const titleId = useId();

  return (
    <div className={`jet-panel ${block}`} data-state={open ? 'open' : 'closed'}>
      {!open && (
        <div className={`jet-panel__alerts ${block}__alerts`}>
          <AlertSlot {...alert} />
        </div>
      )}
      <dialog {...dialogProps} className={`jet-panel__dialog ${block}__dialog`} aria-labelledby={titleId}>
        <h2 id={titleId} className={`jet-panel__title ${block}__title`}>
          {title}
        </h2>
        {open && alert.alert && <PanelMessage {...alert.alert} />}
        {intro}
        <div className={`jet-panel__body ${block}__body`}>
          {started && (
            <Suspense
              fallback={
                <p className="jet-panel__loading" role="status">
                  {t('loading')}
                </p>
              }
            >
              {children}
              <FocusWhenReady dialog={dialogRef} />
            </Suspense>
          )}
        </div>
        <div className={`jet-panel__actions ${block}__actions`}>
          <button type="button" className={`jet-button jet-button--secondary jet-panel__close ${block}__close`} onClick={onClose}>
            {t('panel.close')}
          </button>
        </div>
      </dialog>
    </div>
  );
}

/** The product a panel is about: its image and, unless `nameHidden`, its name. */
export function PanelProductSummary({ name, image, nameHidden }: { name: string; image: string; nameHidden?: boolean }) {
  return (
    <div className="jet-panel__product">
      {image && <img className="jet-panel__image" src={mediaUrl(image)} alt={nameHidden ? name : ''} width="96" height="96" />}
      {!nameHidden && <p className="jet-panel__product-name">{name}</p>}
    </div>
  );
}
