const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 1234.5 -> 'R$ 1.234,50' (with the non-breaking space Intl puts after R$). */
export function formatBRL(value: number): string {
  return brl.format(Number.isFinite(value) ? value : 0);
}
