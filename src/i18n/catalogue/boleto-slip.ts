import { registerMessages } from '..';

/**
 * The printed boleto (ours: the spec only asks for "print boleto"): FEBRABAN's slip, the payer's receipt above
 * the cut and the "Ficha de Compensação" below it, with the field names banks print. Keys start with 'boletoSlip.'.
 */
export const boletoSlip = {
  'boletoSlip.label': 'Boleto do pedido #{id} para impressão',
  'boletoSlip.receipt': 'Recibo do Pagador',
  'boletoSlip.cut': 'Corte na linha pontilhada',
  'boletoSlip.slip': 'Ficha de Compensação',
  'boletoSlip.authentication': 'Autenticação mecânica',
  'boletoSlip.paymentPlace': 'Local de pagamento',
  'boletoSlip.paymentPlaceText': 'Pagável em qualquer banco, lotérica ou aplicativo de banco até o vencimento',
  'boletoSlip.dueDate': 'Vencimento',
  'boletoSlip.beneficiary': 'Beneficiário',
  'boletoSlip.payer': 'Pagador',
  'boletoSlip.documentDate': 'Data do documento',
  'boletoSlip.documentNumber': 'Nº do documento',
  'boletoSlip.currency': 'Espécie',
  'boletoSlip.amount': '(=) Valor do documento',
  'boletoSlip.charged': '(=) Valor cobrado',
  'boletoSlip.instructions': 'Instruções (texto de responsabilidade do beneficiário)',
  'boletoSlip.instructionsText': 'Pedido #{id}. Não receber após o vencimento.',
  'boletoSlip.document': 'CPF/CNPJ: {document}',
  'boletoSlip.line': 'Linha digitável',
} as const;

registerMessages(boletoSlip);
