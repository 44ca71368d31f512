import { sql } from 'drizzle-orm';
import {
  boolean,
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
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
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
