import { QUANTITY_MAX, QUANTITY_MIN } from '../../format/quantity';

/**
 * The rules of a quantity field (cart-and-purchase §5, §9): pure functions, no React, no texts.
 *
 * - Only a whole number from 1 to 9999 is read; anything else (empty, 0, '1.5', '-2', 'dois', 10000)
 *   is refused ('range') and the field goes back to the quantity it had. An empty field is never 0.
 * - Within 1..9999, a number above `max` is capped to the largest valid quantity ('max'); below `min`
 *   it is raised to the smallest ('min'); not a multiple of `multiple`, it is snapped to the nearest
 *   valid multiple ('multiple'). Each adjustment is a notice the view announces (no silent caps).
 * - A result equal to the current quantity is not committed.
 */

export interface QuantityLimits {
  /** Smallest quantity; default 1. */
  min?: number;
  /** Largest quantity (the caller passes min(9999, stock, Q max)); default 9999. */
  max?: number;
  /** The quantity must be a multiple of this (Q `multiplo`); 1 or absent: any. */
  multiple?: number;
}

/** The valid quantities: multiples of `step` from `lo` to `hi` (lo <= hi always). */
export interface QuantityBounds {
  lo: number;
  hi: number;
  step: number;
}

export type QuantityNotice =
  | { kind: 'range' }
  | { kind: 'max'; n: number }
  | { kind: 'min'; n: number }
  | { kind: 'multiple'; m: number; n: number };

export interface Resolved {
  /** The quantity the field shows now. */
  value: number;
  /** Whether `value` is new and must be committed (never for the current quantity). */
  commit: boolean;
  /** What the shopper is told, or null. */
  notice: QuantityNotice | null;
}

const whole = (n: number | undefined, fallback: number) => (n !== undefined && Number.isFinite(n) ? Math.floor(n) : fallback);

/**
 * The valid range for limits: min and max kept within 1..9999, the multiple at least 1, `lo` the
 * first multiple at or above min, `hi` the last at or below max. When no multiple fits (stock 2, sold
 * in 3s) both are `lo`: the only quantity that can be bought.
 */
export function quantityBounds(limits: QuantityLimits = {}): QuantityBounds {
  const step = Math.max(1, whole(limits.multiple, 1));
  const min = Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, whole(limits.min, QUANTITY_MIN)));
  const max = Math.min(QUANTITY_MAX, Math.max(min, whole(limits.max, QUANTITY_MAX)));
  const lo = Math.ceil(min / step) * step;
  const hi = Math.max(lo, Math.floor(max / step) * step);
  return { lo, hi, step };
}

/** The nearest valid quantity to n (a tie goes up), within the bounds. */
export function nearestValid(n: number, { lo, hi, step }: QuantityBounds): number {
  return Math.min(hi, Math.max(lo, Math.round(n / step) * step));
}

/** What the text typed means, with `current` the quantity committed now. */
export function resolveQuantity(text: string, current: number, limits: QuantityLimits = {}): Resolved {
  const trimmed = text.trim();
  const n = /^\d+$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!(n >= QUANTITY_MIN && n <= QUANTITY_MAX)) return { value: current, commit: false, notice: { kind: 'range' } };
  const bounds = quantityBounds(limits);
  let value = n;
  let notice: QuantityNotice | null = null;
  if (n > bounds.hi) {
    value = bounds.hi;
    notice = { kind: 'max', n: bounds.hi };
  } else if (n < bounds.lo) {
    value = bounds.lo;
    notice = { kind: 'min', n: bounds.lo };
  } else if (n % bounds.step !== 0) {
    value = nearestValid(n, bounds);
    notice = { kind: 'multiple', m: bounds.step, n: value };
  }
  return { value, commit: value !== current, notice };
}

export type StepKey = 'up' | 'down' | 'pageUp' | 'pageDown' | 'home' | 'end';

/** How many steps PageUp and PageDown move. */
const PAGE_STEPS = 10;

/**
 * The quantity after a step from `current` (the buttons, the arrow keys, Home/End, PageUp/PageDown),
 * always a valid one: a quantity off the grid first moves to the next valid one in that direction.
 */
export function stepQuantity(current: number, key: StepKey, limits: QuantityLimits = {}): number {
  const bounds = quantityBounds(limits);
  const { lo, hi, step } = bounds;
  const clamp = (n: number) => Math.min(hi, Math.max(lo, n));
  switch (key) {
    case 'home':
      return lo;
    case 'end':
      return hi;
    case 'up':
    case 'pageUp': {
      const steps = key === 'up' ? 1 : PAGE_STEPS;
      return clamp((Math.floor(current / step) + steps) * step);
    }
    case 'down':
    case 'pageDown': {
      const steps = key === 'down' ? 1 : PAGE_STEPS;
      return clamp((Math.ceil(current / step) - steps) * step);
    }
  }
}

/** The key of a keydown that steps the quantity, or null. */
export function stepKeyOf(key: string): StepKey | null {
  switch (key) {
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
    case 'PageUp':
      return 'pageUp';
    case 'PageDown':
      return 'pageDown';
    case 'Home':
      return 'home';
    case 'End':
      return 'end';
    default:
      return null;
  }
}

/** A printable key that can never be part of a quantity (letters, signs, separators). */
export function isBlockedKey(event: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean }): boolean {
  return event.key.length === 1 && !/\d/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey;
}
