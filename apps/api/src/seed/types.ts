import type { CandidateSource, Role } from '@talent-desk/shared';
import type { Db } from '../db/client.js';

/** A transaction handle: seeding writes go through one so a failure leaves nothing half done. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How much demo data to generate. */
export type SeedSizes = {
  /** Total users, the four demo users included (at least 4). */
  users: number;
  /** Total vendors, the fixed demo vendors included (at least 3). */
  vendors: number;
  /** Total vacancies (a few dozen by default). */
  vacancies: number;
  /**
   * Total candidates: the first DEMO_RICH_CANDIDATES are demo candidates with a PDF resume each, the
   * rest bulk candidates for benchmarks (no resumes).
   */
  candidates: number;
};

export const DEFAULT_SEED_SIZES: SeedSizes = { users: 24, vendors: 8, vacancies: 36, candidates: 300 };
/** Candidates made with faker and given a resume; anything beyond is generated in bulk. */
export const DEMO_RICH_CANDIDATES = 300;

export type SeedSummary = {
  vendors: number;
  inactiveVendors: number;
  users: number;
  usersByRole: Record<Role, number>;
  vacancies: number;
  candidates: number;
  candidatesBySource: Record<CandidateSource, number>;
  assignments: number;
  historyRows: number;
  resumes: number;
  /** The demo campaigns and what their recipients did. */
  campaigns: { campaigns: number; recipients: number; events: number; responses: number };
  /** The bulk part when more than DEMO_RICH_CANDIDATES candidates were asked for. */
  bulk: { candidates: number; rows: number; ms: number; indexMs: number } | null;
};
