import '../i18n/catalogue/boleto-slip';
import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { OrderDetails } from '../api/operations/orders.types';
import type { CompanyAddress } from '../api/operations/store-frame.types';
import { formatDate } from '../format/date';
import { formatCep, formatCpfCnpj } from '../format/documents';
import { formatBRL } from '../format/money';
import { t } from '../i18n';
import { BoletoBarcode } from './barcode';
import { boletoSlipFacts } from './boleto-slip';
import { useQuery } from '../stores/use-query';

const B = 'jet-boleto-slip';

export interface BoletoSlipProps {
  order: OrderDetails;
  /** The 47-digit linha digitável. */
  linha: string;
  /** Called once the slip is drawn with what could be read (the store's and the payer's data): print now. */
  onReady: () => void;
}

/** One box of the slip; `span`: how many of the grid's four columns it takes (the fourth is the values' column). */
const Field = ({ label, children, span = 1 }: { label: string; children?: ReactNode; span?: 1 | 2 | 3 | 4 }) => (
  <div className={`${B}__field`} style={{ gridColumn: `span ${span}` }}>
    <span className={`${B}__label`}>{label}</span>
    <span className={`${B}__value`}>{children}</span>
  </div>
);

const companyAddress = (a: CompanyAddress) =>
  `${a.street}, ${a.number}${a.complement ? ` - ${a.complement}` : ''} - ${a.district} - ${a.city}/${a.state} - CEP ${formatCep(a.postcode)}`;

/**
 * The boleto as FEBRABAN lays it out for paper: the payer's receipt, the cut, then the "Ficha de Compensação"
 * (bank and its code, linha digitável, payment place, due date, beneficiary with CNPJ and address, document date and
 * number, amount, instructions, payer with CPF/CNPJ and address, barcode). Fetched only when the shopper asks to print
 * (it is not in the page's bytes), drawn as a direct child of <body> so the print shows it alone, on one page.
 * What only the bank knows (agency, beneficiary code, "nosso número") is not in the order's answer and is left out
 * rather than made up.
 */
export default function BoletoSlip({ order, linha, onReady }: BoletoSlipProps) {
  const company = useQuery('companyInfo');
  const customer = useQuery('customerData');
  const settled = company.status !== 'loading' && customer.status !== 'loading';
  useEffect(() => {
    if (settled) onReady();
  }, [settled, onReady]);
  const facts = boletoSlipFacts(linha, new Date(order.dateOrder));
  if (!facts) return null;
  const store = company.data;
  const payer = customer.data;
  const address = order.address;
  const beneficiary = store ? (
    <>
      {store.name}
      {store.cnpj && ` - ${t('boletoSlip.document', { document: formatCpfCnpj(store.cnpj) })}`}
      {store.address && <span className={`${B}__line`}>{companyAddress(store.address)}</span>}
    </>
  ) : null;
  const payerBlock = (
    <>
      {payer?.name ?? address?.receiver ?? order.email}
      {payer?.cpf_cnpj && ` - ${t('boletoSlip.document', { document: payer.cpf_cnpj })}`}
      {address && (
        <span className={`${B}__line`}>
          {`${address.streetAddress}, ${address.number}${address.complement ? ` - ${address.complement}` : ''} - ${address.neighbourhood} - ${address.city}/${address.state} - CEP ${formatCep(address.zipCode)}`}
        </span>
      )}
    </>
  );
  const bankHead = (
    <div className={`${B}__head`}>
      <span className={`${B}__bank`}>{facts.bankName || facts.bankCode}</span>
      <span className={`${B}__bank-code`}>{facts.bankCode}</span>
      <span className={`${B}__digits`}>{facts.line}</span>
    </div>
  );
  const due = formatDate(facts.dueDate);
  const amount = formatBRL(facts.amount);
  return createPortal(
    <section className={B} aria-label={t('boletoSlip.label', { id: order.idOrder })}>
      <div className={`${B}__part`}>
        <p className={`${B}__title`}>{t('boletoSlip.receipt')}</p>
        {bankHead}
        <div className={`${B}__grid`}>
          <Field label={t('boletoSlip.beneficiary')} span={3}>{beneficiary}</Field>
          <Field label={t('boletoSlip.dueDate')}>{due}</Field>
          <Field label={t('boletoSlip.payer')} span={3}>{payerBlock}</Field>
          <Field label={t('boletoSlip.amount')}>{amount}</Field>
          <Field label={t('boletoSlip.documentNumber')} span={3}>{order.idOrder}</Field>
          <Field label={t('boletoSlip.documentDate')}>{formatDate(order.dateOrder)}</Field>
        </div>
        <p className={`${B}__auth`}>{t('boletoSlip.authentication')}</p>
      </div>
      <p className={`${B}__cut`}>{t('boletoSlip.cut')}</p>
      <div className={`${B}__part`}>
        {bankHead}
        <div className={`${B}__grid`}>
          <Field label={t('boletoSlip.paymentPlace')} span={3}>{t('boletoSlip.paymentPlaceText')}</Field>
          <Field label={t('boletoSlip.dueDate')}>{due}</Field>
          <Field label={t('boletoSlip.beneficiary')} span={3}>{beneficiary}</Field>
          <Field label={t('boletoSlip.documentNumber')}>{order.idOrder}</Field>
          <Field label={t('boletoSlip.documentDate')} span={2}>{formatDate(order.dateOrder)}</Field>
          <Field label={t('boletoSlip.currency')}>R$</Field>
          <Field label={t('boletoSlip.amount')}>{amount}</Field>
          <Field label={t('boletoSlip.instructions')} span={3}>{t('boletoSlip.instructionsText', { id: order.idOrder })}</Field>
          <Field label={t('boletoSlip.charged')} />
          <Field label={t('boletoSlip.payer')} span={4}>{payerBlock}</Field>
        </div>
        <div className={`${B}__barcode`}>
          <BoletoBarcode barcode={facts.barcode} label={t('payment.boleto.barcodeLabel', { id: order.idOrder })} />
          <p className={`${B}__auth`}>
            {t('boletoSlip.authentication')} - {t('boletoSlip.slip')}
          </p>
        </div>
      </div>
    </section>,
    document.body,
  );
}
