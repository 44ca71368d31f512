import {
  vendorVacancyPipelineResponseSchema,
  type Paged,
  type VacancyPipelineQuery,
  type VacancyPipelineRow,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import type { Actor } from '../../../lib/actor.js';
import { fetchPage } from '../../../lib/paging.js';
import { requireVacancy } from '../core/vacancy-read.service.js';
import {
  countPipeline,
  listPipelineRows,
  pipelineAssignmentsWhere,
  pipelineWhere,
} from './vacancy-pipeline.repo.js';

/**
 * GET /api/vacancies/{id}/candidates: the vacancy must be in the actor's scope (404 otherwise), and its
 * candidates are those the actor may see (the candidates' scope). Rows carry the vacancy's publish flag
 * so that the shared canExportToGlo needs nothing else. A VENDOR's page is read through its own schema.
 */
export async function listVacancyPipeline(
  db: Db,
  actor: Actor,
  vacancyExternalId: string,
  query: VacancyPipelineQuery,
): Promise<Paged<VacancyPipelineRow>> {
  const vacancy = await requireVacancy(db, actor, vacancyExternalId);
  const where = pipelineWhere(actor, vacancy.id, query);
  const assignments = pipelineAssignmentsWhere(actor, vacancy.id, query);
  const sort = { column: query.column, order: query.order };
  const page = await fetchPage(
    query,
    async (window) =>
      (await listPipelineRows(db, actor, where, sort, window)).map((row) => ({
        ...row,
        // pipelineWhere leaves NOT_ASSIGNED out; the enum type does not know it.
        status: row.status === 'NOT_ASSIGNED' ? 'PENDING' : row.status,
        publishToExternalApp: vacancy.publishToExternalApp,
      })),
    () => countPipeline(db, where, assignments),
  );
  return actor.role === 'VENDOR' ? vendorVacancyPipelineResponseSchema.parse(page) : page;
}
