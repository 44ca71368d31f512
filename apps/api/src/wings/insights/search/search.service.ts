import type { SearchKind, SearchQuery, SearchResponse } from '@talent-desk/shared';
import type { Actor } from '../../../lib/actor.js';
import type { Queryable } from '../../../lib/queryable.js';
import { candidates } from '../../../db/schema/index.js';
import { candidatesWhere, vacanciesWhere } from '../../../lib/scope.js';
import * as repo from './search.repo.js';
import { searchMatch } from './search-match.js';

/** One kind's search; `Search` without a kind is any of them (what the routes call). */
export type Search<K extends SearchKind = SearchKind> = (
  db: Queryable,
  actor: Actor,
  query: SearchQuery,
) => Promise<SearchResponse<K>>;

/**
 * One search per kind (SEARCH-04). Candidates and vacancies go through the VENDOR scope of the lists
 * (lib/scope.ts): a VENDOR finds only its own vendor's candidates and the vacancies shared with it, and
 * not by their GLO-R ids (staff only). The other kinds are staff-only by their route's permission, so
 * they take no actor.
 */
export const SEARCHES: { [K in SearchKind]: Search<K> } = {
  candidate: (db, actor, { key, size }) =>
    repo.searchCandidates(
      db,
      candidatesWhere(
        actor,
        searchMatch(repo.SEARCH_DOCUMENTS.candidate, key, candidates.email),
        actor.role === 'VENDOR'
          ? searchMatch(repo.CANDIDATE_DOCUMENT_WITHOUT_GLO_ID, key, candidates.email)
          : undefined,
      ),
      size,
    ),
  vacancy: (db, actor, { key, size }) =>
    repo.searchVacancies(db, vacanciesWhere(actor, searchMatch(repo.SEARCH_DOCUMENTS.vacancy, key)), size),
  user: (db, _actor, { key, size }) => repo.searchUsers(db, key, size),
  vendor: (db, _actor, { key, size }) => repo.searchVendors(db, key, size),
  campaign: (db, _actor, { key, size }) => repo.searchCampaigns(db, key, size),
  surveyTemplate: (db, _actor, { key, size }) => repo.searchSurveyTemplates(db, key, size),
  emailTemplate: (db, _actor, { key, size }) => repo.searchEmailTemplates(db, key, size),
  audience: (db, _actor, { key, size }) => repo.searchAudiences(db, key, size),
};
