import { defineWidget } from '../../src/elements/define';
import { CompanyInfo } from './company-info';

/**
 * The company's legal name, CNPJ (formatted 00.000.000/0000-00) and address, for the footer. Hidden when
 * the store has none of them or they cannot be loaded.
 *
 * @tag jet-company-info
 * @summary Company name, CNPJ and address.
 */
defineWidget('jet-company-info', CompanyInfo, {});
