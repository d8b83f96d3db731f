/**
 * Money on the server: amounts are reais in the API and the database, and every sum or comparison is
 * made in integer cents, so no float drift reaches a total.
 */
export const toCents = (reais: number): number => Math.round(reais * 100);
export const toReais = (cents: number): number => cents / 100;
