import {
  OPTIONS_PAGE_SIZE,
  type AudienceOptionsQuery,
  type OptionItem,
  type Paged,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { fetchPage } from '../../../lib/paging.js';
import { audienceCreatorOptions, audienceNameOptions } from './audience-options.repo.js';

/**
 * GET /api/engagement/audiences/options: the first page (LIST-10's 50) of saved audiences by name
 * (AUD-33), or of the users who created audiences; typing more narrows the list.
 */
export async function audienceOptions(db: Db, query: AudienceOptionsQuery): Promise<Paged<OptionItem>> {
  const search = query.search_value || undefined;
  const source =
    query.dropdown_option === 'names_with_external_id'
      ? audienceNameOptions(db, search)
      : audienceCreatorOptions(db, search);
  return fetchPage({ page: 1, size: OPTIONS_PAGE_SIZE }, source.rows, source.count);
}
