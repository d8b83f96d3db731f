/** A date-only ISO text ('2024-05-10'), read as that calendar day wherever the browser is. */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: Date | string | number): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const dateOnly = DATE_ONLY.exec(value.trim());
    if (dateOnly) return new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
  }
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/**
 * A date as 'dd/mm/aaaa' in the browser's time zone: a Date, an ISO text from the API
 * ('2024-05-10T14:30:00', '2024-05-10') or a timestamp. '' for anything that is not a date.
 */
export function formatDate(value: Date | string | number | null | undefined): string {
  const date = value === null || value === undefined ? null : toDate(value);
  if (!date) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}`;
}

/** Date and time as 'dd/mm/aaaa HH:mm'; '' for anything that is not a date. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const date = value === null || value === undefined ? null : toDate(value);
  if (!date) return '';
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
