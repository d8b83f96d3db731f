/**
 * The Pix BR Code ('copia e cola'): an EMV QRCPS-MPM payload as the Central Bank's Pix manual
 * (Manual de Padrões para Iniciação do Pix) builds a static code: each field is ID (2 digits), length
 * (2 digits) and value, field 26 carries the GUI 'br.gov.bcb.pix' and the store's key, field 62 the
 * transaction id, and field 63 the CRC-16/CCITT-FALSE of the whole payload up to and including '6304'.
 * Used by the server when an order is placed and by tests against the manual's own example.
 */
import { crc16Hex } from './crc16';

export interface PixPayloadInput {
  /** The store's Pix key (random key, e-mail, CPF/CNPJ digits or +55 phone). */
  key: string;
  /** Reais; omitted (or 0) for a code without an amount. */
  amount?: number;
  /** The receiver's name, at most 25 characters (longer names are cut). */
  merchantName: string;
  /** The receiver's city, at most 15 characters. */
  merchantCity: string;
  /** Up to 25 letters and digits; '***' when the code has none. */
  txid?: string;
  /** Field 26's description (02), optional. */
  description?: string;
}

/** One EMV field: id, two-digit length, value. */
function emvField(id: string, value: string): string {
  const length = new TextEncoder().encode(value).length;
  if (length > 99) throw new RangeError(`EMV field ${id} is longer than 99 bytes`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

/** Letters without accents, and only the characters the EMV alphanumeric set allows. */
export function emvText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 $%*+\-./:]/g, '')
    .trim()
    .slice(0, max);
}

/** The BR Code payload of a static Pix. */
export function pixPayload(input: PixPayloadInput): string {
  const account = emvField('00', 'br.gov.bcb.pix') + emvField('01', input.key) + (input.description ? emvField('02', emvText(input.description, 40)) : '');
  const txid = (input.txid ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
  const body =
    emvField('00', '01') +
    emvField('26', account) +
    emvField('52', '0000') +
    emvField('53', '986') +
    (input.amount && input.amount > 0 ? emvField('54', input.amount.toFixed(2)) : '') +
    emvField('58', 'BR') +
    emvField('59', emvText(input.merchantName, 25)) +
    emvField('60', emvText(input.merchantCity, 15)) +
    emvField('62', emvField('05', txid)) +
    '6304';
  return body + crc16Hex(body);
}

/** Whether a payload's last four characters are the CRC of the rest (a code copied whole). */
export function hasValidCrc(payload: string): boolean {
  return /6304[0-9A-F]{4}$/.test(payload) && crc16Hex(payload.slice(0, -4)) === payload.slice(-4);
}
