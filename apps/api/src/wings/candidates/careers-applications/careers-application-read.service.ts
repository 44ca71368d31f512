import type { CareersApplication, CareersApplicationPage, PageQuery } from '@talent-desk/shared';
import { eq, type SQL } from 'drizzle-orm';
import { careersApplications } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import { fetchPage } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';
import { compareFields } from './careers-application-fields.js';
import {
  applicationPage,
  candidateIdOf,
  countApplications,
  findApplication,
  vacancyIdOf,
  type ApplicationRow,
} from './careers-application.repo.js';
import { applicationNotFound, requireStaff } from './careers-application-scope.js';

/** An application row as staff see it: the vacancy, the candidate, the resume and every field compared. */
export function toCareersApplication(row: ApplicationRow): CareersApplication {
  return {
    externalId: row.externalId,
    createdAt: row.createdAt.toISOString(),
    clientAddress: row.clientAddress,
    createdCandidate: row.createdCandidate,
    candidate: { externalId: row.candidate.externalId, fullName: row.candidate.fullName },
    vacancy: { externalId: row.vacancy.externalId, title: row.vacancy.title, status: row.vacancy.status },
    attached: row.attached,
    resume: {
      fileName: row.resume.fileName,
      contentType: row.resume.contentType,
      size: row.resume.sizeBytes,
      sameAsProfile: row.profileResumeSha256 === row.resume.sha256,
    },
    fields: compareFields(row.answers, row.candidate),
  };
}

/** The application by its id, for staff; 404 for a VENDOR and for an unknown id alike. */
export async function requireApplication(db: Queryable, actor: Actor, externalId: string) {
  requireStaff(actor);
  const row = await findApplication(db, actor, externalId);
  if (!row) throw applicationNotFound();
  return row;
}

export async function readApplication(db: Queryable, actor: Actor, externalId: string) {
  return toCareersApplication(await requireApplication(db, actor, externalId));
}

type PageParams = Pick<PageQuery, 'page' | 'size'>;

/** One page of the applications `where` selects, newest first, each compared with its candidate. */
function listApplications(db: Queryable, actor: Actor, where: SQL, query: PageParams) {
  return fetchPage(
    query,
    async (window) => (await applicationPage(db, actor, where, window)).map(toCareersApplication),
    () => countApplications(db, actor, where),
  );
}

/** GET /api/candidates/{id}/careers-applications: the candidate's applications, newest first. */
export async function listCandidateApplications(
  db: Queryable,
  actor: Actor,
  candidateExternalId: string,
  query: PageParams,
): Promise<CareersApplicationPage> {
  requireStaff(actor);
  const candidateId = await candidateIdOf(db, actor, candidateExternalId);
  if (candidateId === null) throw applicationNotFound();
  return listApplications(db, actor, eq(careersApplications.candidateId, candidateId), query);
}

/** GET /api/vacancies/{id}/careers-applications: the applications to the vacancy, newest first. */
export async function listVacancyApplications(
  db: Queryable,
  actor: Actor,
  vacancyExternalId: string,
  query: PageParams,
): Promise<CareersApplicationPage> {
  requireStaff(actor);
  const vacancyId = await vacancyIdOf(db, actor, vacancyExternalId);
  if (vacancyId === null) throw applicationNotFound();
  return listApplications(db, actor, eq(careersApplications.vacancyId, vacancyId), query);
}
