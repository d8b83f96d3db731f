import type { CompanyRepository } from '../repositories/content/company';

/** The store's name as e-mails sign it: its name, else its trade name, else 'loja' (also when unreadable). */
export async function mailStoreName(company: Pick<CompanyRepository, 'get'>): Promise<string> {
  try {
    const settings = await company.get();
    return settings.nameStore || settings.fantasyName || 'loja';
  } catch {
    return 'loja';
  }
}
