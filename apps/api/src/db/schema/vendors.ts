import { pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { VENDOR_STATUSES } from '@talent-desk/shared';
import { externalId, timestamps } from './columns.js';
import { countries } from './reference.js';

export const vendorStatusEnum = pgEnum('vendor_status', VENDOR_STATUSES);

export const vendors = pgTable('vendors', {
  id: serial('id').primaryKey(),
  externalId: externalId(),
  name: text('name').notNull().unique(),
  tier: text('tier'),
  country: text('country').references(() => countries.name),
  status: vendorStatusEnum('status').notNull().default('ACTIVE'),
  primaryContactName: text('primary_contact_name'),
  primaryContactEmail: text('primary_contact_email'),
  primaryContactPhone: text('primary_contact_phone'),
  ...timestamps(),
});
