/** The answers of a signed-in customer's account pages (home, menu), for their stories. */
import { company, signedIn } from '../test/fixtures/api-data';
import type { Answers } from '../test/fixtures/mock-api';
import { ana, anaSignedIn, maria } from '../test/widgets/customer-account/fixtures';

/** Maria, signed in with a password, and what her account pages ask; `extra` replaces some. */
export const customer = (extra: Answers = {}): Answers => ({
  loginStatus: { data: signedIn },
  company,
  customerData: maria,
  digitalOrders: { hasDigitalProducts: false },
  logout: { ok: true },
  acceptPrivacy: { ok: true },
  ...extra,
});

/** Ana accepted version 1 of the privacy policy; the store's is at version 2. */
export const policyGate = (): Answers => customer({ loginStatus: { data: anaSignedIn }, customerData: ana });
