import '../../src/i18n/catalogue/store-frame';
import { t } from '../../src/i18n';
import { useCompanyInfo } from './use-company-info';

/** What the company block shows. */
interface CompanyInfoModel {
  state: 'loading' | 'ready' | 'empty' | 'error';
  name: string;
  /** '11.222.333/0001-81', or ''. */
  cnpj: string;
  /** One line, or ''. */
  address: string;
  /** '01310-100', or ''. */
  postcode: string;
}

/** The company's legal name, CNPJ and address, as the footer's small print. */
function CompanyInfoView({ state, name, cnpj, address, postcode }: CompanyInfoModel) {
  return (
    <address className="jet-company-info" data-state={state} hidden={state === 'empty' || state === 'error'}>
      {name && <strong className="jet-company-info__name">{name}</strong>}
      {cnpj && <span className="jet-company-info__cnpj">{t('companyInfo.cnpj', { cnpj })}</span>}
      {address && (
        <span className="jet-company-info__address">
          {address}
          {postcode && ` - ${t('companyInfo.postcode', { postcode })}`}
        </span>
      )}
    </address>
  );
}

export function CompanyInfo() {
  return <CompanyInfoView {...useCompanyInfo()} />;
}
