import { useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { QuantityNotice } from './quantity-rules';

/**
 * The stepper's state, apart from its rules (./use-quantity-stepper) and its view
 * (./quantity-stepper-view), shared by the general model and the card's (src/catalogue/choice-controls.tsx).
 */

/** The plain model the view renders (QuantityStepperView). */
export interface QuantityStepperModel {
  id: string;
  noticeId: string;
  label: string;
  /** The text in the field (the shopper's draft while editing). */
  text: string;
  /** The quantity shown as committed (aria-valuenow). */
  valueNow: number;
  min: number;
  max: number;
  /** The notice in the live region, or ''. */
  notice: string;
  describedBy: string;
  pending: boolean;
  disabled: boolean;
  /** The minus button removes the line (at the minimum, with onRemove). */
  removes: boolean;
  atMin: boolean;
  atMax: boolean;
  decreaseLabel: string;
  increaseLabel: string;
  onTextChange(text: string): void;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  onFocus(event: FocusEvent<HTMLInputElement>): void;
  onBlur(): void;
  decrease(): void;
  increase(): void;
}

interface Local {
  /** The text being edited, or null to show the quantity. */
  draft: string | null;
  /** A quantity committed and not yet answered (shown until `value` changes or `pending` ends). */
  sent: number | null;
  notice: QuantityNotice | null;
}

/** What a stepper holds: the generated id, the local state and the last value and pending seen. */
export interface StepperState {
  generated: string;
  local: Local;
  setLocal(local: Local): void;
  seen: { value: number; pending: boolean };
  setSeen(seen: { value: number; pending: boolean }): void;
}

/** The stepper's hooks (always the same ones, whichever model renders). */
export function useStepperState(value: number, pending: boolean): StepperState {
  const generated = useId();
  const [local, setLocal] = useState<Local>({ draft: null, sent: null, notice: null });
  // the answer came (value changed) or the change ended without one (failed): show `value` again
  const [seen, setSeen] = useState({ value, pending });
  return { generated, local, setLocal, seen, setSeen };
}
