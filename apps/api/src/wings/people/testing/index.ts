/** What other wings' tests use of the people wing's test helpers (docs/architecture.md §6). */
export { linkToken, mailsTo, userBody } from './user-fixtures.js';
export { openVendorHarness } from './vendor-harness.js';
export type { VendorHarness, Who } from './vendor-harness.js';
export { enrolTwoFactor, requireTwoFactor, totpCode } from './two-factor-fixtures.js';
