import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { VENDOR_STATUSES } from '@talent-desk/shared';
import { externalId, timestamps } from './columns.js';
import { countries } from './reference.js';
import { searchDocumentColumn } from './search-documents.js';

export const vendorStatusEnum = pgEnum('vendor_status', VENDOR_STATUSES);

export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    externalId: externalId(),
    name: text('name').notNull().unique(),
    tier: text('tier'),
    country: text('country').references(() => countries.name),
    status: vendorStatusEnum('status').notNull().default('ACTIVE'),
    primaryContactName: text('primary_contact_name'),
    primaryContactEmail: text('primary_contact_email'),
    primaryContactPhone: text('primary_contact_phone'),
    searchDocument: searchDocumentColumn('name'),
    ...timestamps(),
  },
  (t) => [
    // Names are unique whatever their case ('Acme Staffing' and 'acme staffing' are one vendor).
    uniqueIndex('vendors_name_lower_unique').on(sql`lower(${t.name})`),
    index('vendors_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('vendors_search_trgm').using('gin', sql`${t.searchDocument} gin_trgm_ops`),
    index('vendors_status_idx').on(t.status),
  ],
);
