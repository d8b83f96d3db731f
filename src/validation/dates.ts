import { asText } from './digits';

/** A calendar day, month 1-12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** True when the year has a 29 February. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1-12) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Reads 'dd/mm/aaaa' (or its 8 bare digits 'ddmmaaaa') into a real calendar day, or null when the
 * text has another shape or the day does not exist (31/04, 29/02 outside leap years, month 13 ...).
 */
export function parseBrDate(value: unknown): CalendarDay | null {
  const match = /^(\d{2})\/?(\d{2})\/?(\d{4})$/.exec(asText(value).trim());
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

const ordinal = ({ year, month, day }: CalendarDay): number => year * 10_000 + month * 100 + day;

/** The local calendar day of a Date, or null for an invalid Date or a non-Date. */
function dayOf(date: unknown): CalendarDay | null {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return null;
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/**
 * The same day `years` earlier. 29 February in a year without one becomes 28 February when
 * `leapDay` is 'before' and 1 March when it is 'after'.
 */
function yearsBefore(today: CalendarDay, years: number, leapDay: 'before' | 'after'): CalendarDay {
  const year = today.year - years;
  if (today.month === 2 && today.day === 29 && !isLeapYear(year)) {
    return leapDay === 'before' ? { year, month: 2, day: 28 } : { year, month: 3, day: 1 };
  }
  return { year, month: today.month, day: today.day };
}

/** Bounds of the shopper's age (customer-area §5 and §9). */
export const MIN_AGE_YEARS = 10;
export const MAX_AGE_YEARS = 100;

/**
 * A birth date 'dd/mm/aaaa' (or 'ddmmaaaa') that is a real calendar day, from exactly 100 years
 * before `today` up to exactly 10 years before `today`, both ends included. A future date is refused.
 * On a 29 February `today`, a bound in a year without one moves inside the range (28 February for
 * the 10-year bound, 1 March for the 100-year bound).
 */
export function isValidBirthDate(value: unknown, today: Date = new Date()): boolean {
  const date = parseBrDate(value);
  const now = dayOf(today);
  if (!date || !now) return false;
  const youngest = yearsBefore(now, MIN_AGE_YEARS, 'before');
  const oldest = yearsBefore(now, MAX_AGE_YEARS, 'after');
  const born = ordinal(date);
  return born >= ordinal(oldest) && born <= ordinal(youngest);
}

/**
 * A card expiry 'MM/YY' (or 'MMYY'): month 01-12, and not before the current month of `today`
 * (a card is valid through its expiry month). Two-digit years are read as 20YY.
 */
export function isValidCardExpiry(value: unknown, today: Date = new Date()): boolean {
  const match = /^(\d{2})\/?(\d{2})$/.exec(asText(value).trim());
  const now = dayOf(today);
  if (!match || !now) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.year || (year === now.year && month >= now.month);
}
