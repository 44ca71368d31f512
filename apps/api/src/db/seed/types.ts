import type { Role } from '@talent-desk/shared';
import type { Db } from '../client.js';

/** A transaction handle: seeding writes go through one so a failure leaves nothing half done. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How much demo data to generate; later issues add e.g. `candidates`. */
export type SeedSizes = {
  /** Total users, the four demo users included (at least 4). */
  users: number;
  /** Total vendors, the fixed demo vendors included (at least 3). */
  vendors: number;
};

export const DEFAULT_SEED_SIZES: SeedSizes = { users: 24, vendors: 8 };

export type SeedSummary = {
  vendors: number;
  inactiveVendors: number;
  users: number;
  usersByRole: Record<Role, number>;
};
