import { lazy, Suspense, useState } from 'react';
import type { SoldOutDialogProps } from './sold-out-dialog';

/** The sold-out modal, fetched the first time it opens (after 'Finalizar Compra' found sold-out lines). */
const SoldOutDialog = lazy(() => import('./sold-out-dialog').then((m) => ({ default: m.SoldOutDialog })));

/** Mounts the sold-out modal from its first opening on (it stays mounted to close and give focus back). */
export function SoldOutWhenAsked(props: SoldOutDialogProps) {
  const [asked, setAsked] = useState(props.open);
  if (props.open && !asked) setAsked(true);
  if (!asked && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <SoldOutDialog {...props} />
    </Suspense>
  );
}
