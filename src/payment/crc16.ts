/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR), the check the
 * Central Bank's Pix manual prescribes for field 63 of a BR Code. Check value of '123456789': 0x29B1.
 */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** The CRC as BR Codes write it: four upper-case hex digits. */
export const crc16Hex = (text: string): string => crc16CcittFalse(text).toString(16).toUpperCase().padStart(4, '0');
