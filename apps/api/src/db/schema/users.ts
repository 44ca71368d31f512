import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ROLES, USER_STATUSES, USER_TOKEN_PURPOSES } from '@talent-desk/shared';
import { externalId, timestamps } from './columns.js';
import { businessGroups, countries } from './reference.js';
import { vendors } from './vendors.js';
import { searchDocumentColumn } from './search-documents.js';

export const roleEnum = pgEnum('role', ROLES);
export const userStatusEnum = pgEnum('user_status', USER_STATUSES);
export const userTokenPurposeEnum = pgEnum('user_token_purpose', USER_TOKEN_PURPOSES);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    externalId: externalId(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    telephone: text('telephone'),
    address: text('address'),
    country: text('country').references(() => countries.name),
    role: roleEnum('role').notNull(),
    title: text('title'),
    vendorId: integer('vendor_id').references(() => vendors.id),
    businessGroupId: integer('business_group_id').references(() => businessGroups.id),
    /** INACTIVE users cannot sign in (an ADMIN deactivated them). */
    status: userStatusEnum('status').notNull().default('ACTIVE'),
    /** Null until an invited user sets a password through the invitation link. */
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    searchDocument: searchDocumentColumn('first_name', 'middle_name', 'last_name', 'email'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_vendor_idx').on(t.vendorId),
    index('users_role_idx').on(t.role),
    index('users_name_trgm_idx').using(
      'gin',
      sql`lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email}) gin_trgm_ops`,
    ),
    index('users_search_trgm').using('gin', sql`${t.searchDocument} gin_trgm_ops`),
  ],
);

/**
 * Single-use links sent by e-mail: invitations (set a first password) and password resets. Only the
 * SHA-256 of the token is stored; a used or expired token is refused.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: userTokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId, t.purpose)],
);

/** Sign-in sessions: only the SHA-256 of the random token is stored (docs/architecture.md §3). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * Signed in with the published demo password in production: nothing but changing the password (and
     * signing out) is allowed until it is changed (docs/decisions.md, Demo accounts).
     */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    /**
     * The second factor still due after the password (docs/decisions.md, Two-factor sign-in): 'code' (the
     * authenticator's code or a recovery code), 'enrol' (the role requires it but it is not set up), null
     * when signed in fully. Until null, only /me, sign-out and the two-factor calls answer.
     */
    secondFactorDue: text('second_factor_due', { enum: ['code', 'enrol'] }),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    check('sessions_second_factor_due_check', sql`${t.secondFactorDue} in ('code', 'enrol')`),
  ],
);

/**
 * A user's TOTP two-factor sign-in (issue 25), one row per user who started setting it up. Kept apart
 * from `users` so that no read of users (lists, exports, search, audit) can carry a secret by accident.
 * Secrets are AES-256-GCM encrypted with TWO_FACTOR_KEY (lib/secret-box.ts), never stored in clear.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The confirmed secret: set, with `enabledAt`, when two-factor sign-in is on. */
  secretEncrypted: text('secret_encrypted'),
  /** A new secret shown by set-up and not yet confirmed by one of its codes. */
  pendingSecretEncrypted: text('pending_secret_encrypted'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The 30-second step of the last accepted code: a code of this step or an earlier one is refused. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes: only the SHA-256 of the normalised code is stored. */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeDigest: text('code_digest').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_recovery_codes_user_digest_unique').on(t.userId, t.codeDigest)],
);

/**
 * Who must use two-factor sign-in (Settings > Security): one row, `id` always true. A new installation
 * requires it of staff (the migration's row); the demo data turns that off.
 */
export const securitySettings = pgTable(
  'security_settings',
  {
    id: boolean('id').primaryKey().default(true),
    requireTwoFactorForStaff: boolean('require_two_factor_for_staff').notNull().default(true),
    requireTwoFactorForVendors: boolean('require_two_factor_for_vendors').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('security_settings_singleton', sql`${t.id}`)],
);

/**
 * Failed password attempts per client (account + IP), per account and per IP, for throttling across
 * processes (docs/decisions.md). `blockedUntil`: a client's next attempt waits until then.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull().defaultNow(),
});
