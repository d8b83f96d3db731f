import { amountOf, barcodeOf, dueDateOf, formatLinha } from './boleto';

/**
 * What a printed boleto (FEBRABAN's "Ficha de Compensação") says that its linha digitável carries: the
 * bank, the due date and the amount. The rest of the slip (beneficiary, payer, document) comes from the
 * store and the order.
 */
export interface BoletoSlipFacts {
  /** '001-9': the bank's code with its check digit, as the slip's header prints it ('001' when unknown). */
  bankCode: string;
  /** 'Banco do Brasil', or '' for a bank this table does not know. */
  bankName: string;
  dueDate: Date;
  amount: number;
  barcode: string;
  /** 00190.00009 01149.718601 68524.522114 6 75860000102656 */
  line: string;
}

/** The banks that issue most boletos, with the check digit their slips print after the code. */
const BANKS: Record<string, readonly [digit: string, name: string]> = {
  '001': ['9', 'Banco do Brasil'],
  '033': ['7', 'Santander'],
  '077': ['9', 'Banco Inter'],
  '104': ['0', 'Caixa Econômica Federal'],
  '237': ['2', 'Bradesco'],
  '341': ['7', 'Itaú Unibanco'],
  '748': ['X', 'Sicredi'],
  '756': ['0', 'Sicoob'],
};

/** The facts of a linha digitável, or null when its check digits do not hold. `near`: the due date's era. */
export function boletoSlipFacts(linha: string, near: Date): BoletoSlipFacts | null {
  const barcode = barcodeOf(linha);
  if (!barcode) return null;
  const code = barcode.slice(0, 3);
  const bank = BANKS[code];
  return {
    bankCode: bank ? `${code}-${bank[0]}` : code,
    bankName: bank?.[1] ?? '',
    dueDate: dueDateOf(Number(barcode.slice(5, 9)), near),
    amount: amountOf(barcode),
    barcode,
    line: formatLinha(linha),
  };
}
