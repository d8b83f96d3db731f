import { describe, expect, it } from 'vitest';
import { isValidBirthDate, isValidCardExpiry, parseBrDate } from '../../../src/validation';

/** Local noon, so no time zone moves the day. */
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d, 12);

describe('parseBrDate', () => {
  it('reads 29/02 in leap years only', () => {
    expect(parseBrDate('29/02/2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseBrDate('29/02/2000')).not.toBeNull();
    expect(parseBrDate('29/02/2023')).toBeNull();
    expect(parseBrDate('29/02/1900')).toBeNull();
  });
  it.each(['31/04/2000', '00/01/2000', '01/00/2000', '01/13/2000', '32/01/2000', '1/1/2000', '01-01-2000', '01/01/00'])(
    'refuses %j',
    (text) => expect(parseBrDate(text)).toBeNull(),
  );
  it('reads the 8 bare digits too', () => expect(parseBrDate('31122000')).toEqual({ year: 2000, month: 12, day: 31 }));
});

describe('isValidBirthDate', () => {
  const today = day(2025, 6, 15);

  it('accepts exactly 10 years before today and refuses one day later', () => {
    expect(isValidBirthDate('15/06/2015', today)).toBe(true);
    expect(isValidBirthDate('14/06/2015', today)).toBe(true);
    expect(isValidBirthDate('16/06/2015', today)).toBe(false);
  });

  it('accepts exactly 100 years before today and refuses one day earlier', () => {
    expect(isValidBirthDate('15/06/1925', today)).toBe(true);
    expect(isValidBirthDate('16/06/1925', today)).toBe(true);
    expect(isValidBirthDate('14/06/1925', today)).toBe(false);
  });

  it('refuses a future date and today', () => {
    expect(isValidBirthDate('15/06/2025', today)).toBe(false);
    expect(isValidBirthDate('01/01/2030', today)).toBe(false);
  });

  it('accepts 29/02 of a leap year in range and refuses it in a non-leap year', () => {
    expect(isValidBirthDate('29/02/1988', today)).toBe(true);
    expect(isValidBirthDate('29/02/1989', today)).toBe(false);
  });

  it('keeps the bounds inside the range when today is 29 February', () => {
    const leapDay = day(2024, 2, 29);
    // 2014 and 1924: 2014 has no 29/02, so the 10-year bound is 28/02/2014
    expect(isValidBirthDate('28/02/2014', leapDay)).toBe(true);
    expect(isValidBirthDate('01/03/2014', leapDay)).toBe(false);
    expect(isValidBirthDate('29/02/1924', leapDay)).toBe(true);
    expect(isValidBirthDate('28/02/1924', leapDay)).toBe(false);
    // 2000 -> 1900 has no 29/02: the 100-year bound becomes 01/03/1900
    const y2000 = day(2000, 2, 29);
    expect(isValidBirthDate('01/03/1900', y2000)).toBe(true);
    expect(isValidBirthDate('28/02/1900', y2000)).toBe(false);
  });

  it('accepts the bare digits and refuses other shapes', () => {
    expect(isValidBirthDate('15061990', today)).toBe(true);
    expect(isValidBirthDate('15/06/90', today)).toBe(false);
    expect(isValidBirthDate('', today)).toBe(false);
  });

  it('refuses anything when today is not a valid date', () => {
    expect(isValidBirthDate('15/06/1990', new Date(Number.NaN))).toBe(false);
  });

  it('uses the real today by default', () => {
    expect(isValidBirthDate('01/01/1990')).toBe(true);
    expect(isValidBirthDate(`01/01/${new Date().getFullYear() + 1}`)).toBe(false);
  });
});

describe('isValidCardExpiry', () => {
  const today = day(2025, 6, 15);
  it('accepts the current month and later', () => {
    expect(isValidCardExpiry('06/25', today)).toBe(true);
    expect(isValidCardExpiry('07/25', today)).toBe(true);
    expect(isValidCardExpiry('01/26', today)).toBe(true);
    expect(isValidCardExpiry('1230', today)).toBe(true);
  });
  it('refuses a month before the current one this year, and past years', () => {
    expect(isValidCardExpiry('05/25', today)).toBe(false);
    expect(isValidCardExpiry('12/24', today)).toBe(false);
  });
  it.each(['13/26', '00/26', '6/26', '06/2026', '06-26', ''])('refuses %j', (text) =>
    expect(isValidCardExpiry(text, today)).toBe(false),
  );
});
