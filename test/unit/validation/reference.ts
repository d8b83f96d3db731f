/**
 * Textbook check-digit arithmetic written independently of src/validation, so property tests compare
 * two implementations instead of one with itself.
 */
export function referenceCpf(base9: string): string {
  const digits = base9.split('').map(Number);
  for (let round = 0; round < 2; round += 1) {
    const total = digits.reduce((sum, d, i) => sum + d * (digits.length + 1 - i), 0);
    digits.push(((total * 10) % 11) % 10);
  }
  return digits.join('');
}

export function referenceCnpj(base12: string): string {
  const digits = base12.split('').map(Number);
  for (let round = 0; round < 2; round += 1) {
    // weights run 2..9 from the right, then restart at 2
    const total = digits
      .slice()
      .reverse()
      .reduce((sum, d, i) => sum + d * ((i % 8) + 2), 0);
    const rest = total % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return digits.join('');
}

export const maskCpf = (d: string) => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
export const maskCnpj = (d: string) =>
  `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
