import { and, eq, sql } from 'drizzle-orm';
import type { SearchHit, SearchKind } from '@talent-desk/shared';
import {
  audiences,
  campaigns,
  candidates,
  emailTemplates,
  surveyTemplates,
  users,
  vacancies,
  vendors,
} from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';
import type { CandidatesWhere, VacanciesWhere } from '../../../lib/scope.js';
import { cappedSearch, type CappedResult } from './capped-search.js';
import { searchMatch } from './search-match.js';

type Found<K extends SearchKind> = Promise<CappedResult<SearchHit<K>>>;

/**
 * The documents each kind is matched on: each table's stored `search_document`, which its trigram index
 * covers (db/schema/search-documents.ts). Candidates: name, e-mail, phone and GLO id; users: name and
 * e-mail.
 */
export const SEARCH_DOCUMENTS = {
  user: users.searchDocument,
  vendor: vendors.searchDocument,
  campaign: campaigns.searchDocument,
  surveyTemplate: surveyTemplates.searchDocument,
  emailTemplate: emailTemplates.searchDocument,
  audience: audiences.searchDocument,
  vacancy: vacancies.searchDocument,
  candidate: candidates.searchDocument,
} as const satisfies Record<SearchKind, unknown>;

/**
 * A candidate's search document without its GLO-R id: what a VENDOR's search must also match, so that
 * searching for GLO ids does not tell it which of its candidates were exported (docs/decisions.md). It is
 * folded per row, but only for the rows the indexed document already matched.
 */
export const CANDIDATE_DOCUMENT_WITHOUT_GLO_ID = sql`search_fold(' ' || coalesce(${candidates.fullName}, '') || ' ' || coalesce(${candidates.email}, '') || ' ' || coalesce(${candidates.phone}, ''))`;

/** The `where` of a candidate search: candidatesWhere(actor, searchMatch(...)), so the VENDOR scope holds. */
export function searchCandidates(db: Queryable, where: CandidatesWhere, size: number): Found<'candidate'> {
  return cappedSearch(
    db,
    { externalId: candidates.externalId, fullName: candidates.fullName, email: candidates.email },
    { sortKey: candidates.fullName, id: candidates.id },
    sql`from ${candidates} where ${where}`,
    size,
  );
}

/** The `where` of a vacancy search: vacanciesWhere(actor, searchMatch(...)) (shared and open for a VENDOR). */
export function searchVacancies(db: Queryable, where: VacanciesWhere, size: number): Found<'vacancy'> {
  return cappedSearch(
    db,
    {
      externalId: vacancies.externalId,
      title: vacancies.title,
      gloVacancyId: vacancies.gloVacancyId,
      status: vacancies.status,
    },
    { sortKey: vacancies.title, id: vacancies.id },
    sql`from ${vacancies} where ${where}`,
    size,
  );
}

export function searchUsers(db: Queryable, key: string, size: number): Found<'user'> {
  return cappedSearch(
    db,
    {
      externalId: users.externalId,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      email: users.email,
    },
    { sortKey: sql`${users.firstName} || ' ' || ${users.lastName}`, id: users.id },
    sql`from ${users} where ${searchMatch(SEARCH_DOCUMENTS.user, key, users.email)}`,
    size,
  );
}

export function searchVendors(db: Queryable, key: string, size: number): Found<'vendor'> {
  return cappedSearch(
    db,
    { externalId: vendors.externalId, name: vendors.name },
    { sortKey: vendors.name, id: vendors.id },
    sql`from ${vendors} where ${searchMatch(SEARCH_DOCUMENTS.vendor, key)}`,
    size,
  );
}

export function searchCampaigns(db: Queryable, key: string, size: number): Found<'campaign'> {
  return cappedSearch(
    db,
    {
      externalId: campaigns.externalId,
      name: campaigns.name,
      status: campaigns.status,
      creationStep: campaigns.creationStep,
    },
    { sortKey: campaigns.name, id: campaigns.id },
    sql`from ${campaigns} where ${searchMatch(SEARCH_DOCUMENTS.campaign, key)}`,
    size,
  );
}

export function searchSurveyTemplates(db: Queryable, key: string, size: number): Found<'surveyTemplate'> {
  return cappedSearch(
    db,
    { externalId: surveyTemplates.externalId, title: surveyTemplates.title },
    { sortKey: surveyTemplates.title, id: surveyTemplates.id },
    sql`from ${surveyTemplates} where ${searchMatch(SEARCH_DOCUMENTS.surveyTemplate, key)}`,
    size,
  );
}

/** Campaign templates only: the app's own (GENERAL) e-mails live in Settings, not in the engagement list. */
export function searchEmailTemplates(db: Queryable, key: string, size: number): Found<'emailTemplate'> {
  const where = and(eq(emailTemplates.kind, 'CAMPAIGN'), searchMatch(SEARCH_DOCUMENTS.emailTemplate, key));
  return cappedSearch(
    db,
    { externalId: emailTemplates.externalId, title: emailTemplates.title },
    { sortKey: emailTemplates.title, id: emailTemplates.id },
    sql`from ${emailTemplates} where ${where}`,
    size,
  );
}

export function searchAudiences(db: Queryable, key: string, size: number): Found<'audience'> {
  return cappedSearch(
    db,
    { externalId: audiences.externalId, name: audiences.name },
    { sortKey: audiences.name, id: audiences.id },
    sql`from ${audiences} where ${searchMatch(SEARCH_DOCUMENTS.audience, key)}`,
    size,
  );
}
