import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc16CcittFalse, crc16Hex } from '../../../src/payment/crc16';
import { emvText, hasValidCrc, pixPayload } from '../../../src/payment/pix';

/** The Central Bank's Pix manual (Manual de Padrões para Iniciação do Pix), static code example. */
const MANUAL_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

/**
 * Codes written by others with an amount (field 54), each closed by its own CRC: the manual's composite
 * example (Pix Automático, field 80) as quoted in a public test suite, and a Dart BR Code library's test.
 */
const FOREIGN_WITH_AMOUNT = [
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406100.505802BR5913Fulano de Tal6008BRASILIA62070503***80740014br.gov.bcb.pix2552pix.example.com/rec/2353c790eefb11eaadc10242ac12000263042875',
  '00020126580014BR.GOV.BCB.PIX0136123E4567-E12B-12D1-A456-4266554400005204000053039865406100.005802BR5907Enrique6009Sao Paulo62070503***6304B247',
];

/** EMV fields of a payload (or of a template's value), by id, in order. */
function parseEmv(payload: string): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length)) throw new Error(`bad field at ${at}`);
    fields.push([id, payload.slice(at + 4, at + 4 + length)]);
    at += 4 + length;
  }
  if (at !== payload.length) throw new Error('a field runs past the end');
  return fields;
}

const field = (fields: Array<[string, string]>, id: string) => fields.find(([key]) => key === id)?.[1];

describe('CRC-16/CCITT-FALSE', () => {
  it("gives the standard check value 29B1 for '123456789'", () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
    expect(crc16Hex('123456789')).toBe('29B1');
  });

  it('writes four upper-case hex digits (leading zeros kept)', () => {
    expect(crc16Hex('')).toBe('FFFF');
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(crc16Hex(text)).toMatch(/^[0-9A-F]{4}$/);
      }),
    );
  });
});

describe('pixPayload (BR Code)', () => {
  it("rebuilds the Pix manual's example exactly, CRC 1D3D included", () => {
    expect(pixPayload({ key: '123e4567-e12b-12d1-a456-426655440000', merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA' })).toBe(MANUAL_EXAMPLE);
    expect(hasValidCrc(MANUAL_EXAMPLE)).toBe(true);
  });

  it('accepts the CRC of codes with an amount written by others, and reads their amount field', () => {
    for (const code of FOREIGN_WITH_AMOUNT) expect(hasValidCrc(code)).toBe(true);
    expect(field(parseEmv(FOREIGN_WITH_AMOUNT[0]), '54')).toBe('100.50');
  });

  it('writes the amount with two decimals in field 54 between the currency and the country', () => {
    const code = pixPayload({ key: '123e4567-e12b-12d1-a456-426655440000', amount: 1026.5, merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA', txid: 'PEDIDO1042' });
    expect(code).toContain('530398654071026.505802BR');
    expect(code).toContain('62140510PEDIDO1042');
    expect(hasValidCrc(code)).toBe(true);
  });

  it('refuses a code with a changed character or a missing CRC', () => {
    expect(hasValidCrc(MANUAL_EXAMPLE.replace('Fulano', 'Fulana'))).toBe(false);
    expect(hasValidCrc(MANUAL_EXAMPLE.slice(0, -4))).toBe(false);
    expect(hasValidCrc(MANUAL_EXAMPLE.slice(0, -4) + '1d3d')).toBe(false);
  });

  it('drops accents and characters outside the EMV set from the name and city, and cuts them to 25 and 15', () => {
    expect(emvText('Loja São João & Cia', 25)).toBe('Loja Sao Joao  Cia');
    const code = pixPayload({ key: 'loja@example.com', merchantName: 'Confecções Araçá Comércio Ltda', merchantCity: 'São José dos Campos' });
    const fields = parseEmv(code);
    expect(field(fields, '59')).toBe('Confeccoes Araca Comercio');
    expect(field(fields, '60')).toBe('Sao Jose dos Ca');
  });

  it('any generated payload has a valid CRC and parses back field by field', () => {
    const key = fc.oneof(fc.uuid(), fc.emailAddress({ size: 'small' }).filter((mail) => mail.length <= 77), fc.stringMatching(/^\+55\d{11}$/));
    const text = fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzáãçéíóôú 0123456789'.split('')), maxLength: 40 });
    const amount = fc.option(fc.integer({ min: 1, max: 999_999_999 }).map((cents) => cents / 100), { nil: undefined });
    const txid = fc.option(fc.stringMatching(/^[A-Za-z0-9]{1,25}$/), { nil: undefined });
    fc.assert(
      fc.property(key, text, text, amount, txid, (pixKey, name, city, value, id) => {
        const code = pixPayload({ key: pixKey, merchantName: name, merchantCity: city, amount: value, txid: id });
        expect(hasValidCrc(code)).toBe(true);
        const fields = parseEmv(code);
        expect(fields.map(([fieldId]) => fieldId)).toEqual(['00', '26', '52', '53', ...(value ? ['54'] : []), '58', '59', '60', '62', '63']);
        expect(field(fields, '00')).toBe('01');
        expect(parseEmv(field(fields, '26')!)).toEqual([
          ['00', 'br.gov.bcb.pix'],
          ['01', pixKey],
        ]);
        expect(field(fields, '52')).toBe('0000');
        expect(field(fields, '53')).toBe('986');
        if (value) expect(Number(field(fields, '54'))).toBe(value);
        expect(field(fields, '58')).toBe('BR');
        expect(field(fields, '59')).toBe(emvText(name, 25));
        expect(field(fields, '60')).toBe(emvText(city, 15));
        expect(parseEmv(field(fields, '62')!)).toEqual([['05', id ?? '***']]);
        expect(field(fields, '63')).toBe(crc16Hex(code.slice(0, -4)));
      }),
    );
  });
});
