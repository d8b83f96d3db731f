import { eq } from 'drizzle-orm';
import type { CompanySettings, SortDefault } from '../../../src/api/operations';
import type { Db } from '../../db/client';
import { companySettings } from '../../db/schema';

const SORTS: readonly SortDefault[] = ['N', 'C', 'O', 'P', 'V', 'R'];

export function companyRepository(db: Db) {
  return {
    /** The company settings as the widgets read them (getCompany). */
    async get(): Promise<CompanySettings> {
      const [row] = await db.select().from(companySettings).where(eq(companySettings.id, 1));
      if (!row) throw new Error('company_settings is empty: the database was not seeded');
      return {
        nameStore: row.nameStore,
        fantasyName: row.fantasyName,
        phoneContact: row.phoneContact,
        logo: row.logo,
        theme: row.theme,
        sortDefault: SORTS.includes(row.sortDefault as SortDefault) ? (row.sortDefault as SortDefault) : 'R',
        orderBy: row.orderBy === 'desc' ? 'desc' : 'asc',
        usePurchaseFacilitator: row.usePurchaseFacilitator === 'S' ? 'S' : 'N',
        quantityItemsPage: row.quantityItemsPage,
        infiniteScrolling: row.infiniteScrolling,
        viewProductFiltersUrl: row.viewProductFiltersUrl,
        showInstallmentAtListsAndDetail: row.showInstallmentAtListsAndDetail,
        showProductAvaliationStars: row.showProductAvaliationStars,
        quantityProductsToShowAtShowcase: row.quantityProductsToShowAtShowcase,
        complementText: row.complementText,
        statusGTM: row.statusGtm,
        gtm: row.gtm,
        idPixel: row.idPixel,
        privacyPolicy: {
          statusPolicyPrivacy: row.statusPolicyPrivacy,
          policyPrivacy: row.policyPrivacy,
          policyPrivacyVersion: row.policyPrivacyVersion,
          alertText: row.policyPrivacyAlertText,
          modifiedDate: row.policyPrivacyModifiedAt?.toISOString() ?? null,
        },
        statusB2B: row.statusB2b,
        termToAccept: row.termToAccept,
        termToAcceptText: row.termToAcceptText,
        pixDiscountPercent: row.pixDiscountPercent,
      };
    },
  };
}

export type CompanyRepository = ReturnType<typeof companyRepository>;
