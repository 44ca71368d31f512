import {
  PROJECT_IMPORT_MESSAGES,
  SETTINGS_MESSAGES,
  takenMessage,
  type NamedItemBody,
  type NamedItemRow,
  type ProjectImportPreview,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import type { GloRConnector } from '../../../integrations/glo-r/index.js';
import { recordAudit, type AuditContext } from '../../../lib/audit.js';
import { isUniqueViolation } from '../../../lib/unique-violation.js';
import { namedListKind } from '../../settings/index.js';
import * as repo from './project-import.repo.js';

const projectsKind = namedListKind('projects');

const alreadyImported = () =>
  new AppError(409, 'CONFLICT', PROJECT_IMPORT_MESSAGES.alreadyImported, [
    { path: 'gloProjectId', message: PROJECT_IMPORT_MESSAGES.alreadyImported },
  ]);
const nameTaken = (message: string) => new AppError(409, 'CONFLICT', message, [{ path: 'name', message }]);

/**
 * GET /api/settings/projects/import/{gloId}: a GLO-R id we already hold answers the project to go to
 * (GLO-R is not asked); otherwise GLO-R's project to review, with the unlinked project of the same name
 * the save would link (404 when GLO-R has none; 502 when it does not answer).
 */
export async function previewProjectImport(
  db: Db,
  gloR: GloRConnector,
  gloId: string,
): Promise<ProjectImportPreview> {
  const existing = await repo.projectExternalIdByGloId(db, gloId);
  if (existing) return { existingExternalId: existing };
  const project = await gloR.fetchProject(gloId);
  if (!project) throw new AppError(404, 'GLO_R_PROJECT_NOT_FOUND', PROJECT_IMPORT_MESSAGES.notFound);
  const same = await repo.projectByName(db, project.name);
  return {
    draft: { gloProjectId: gloId, name: project.name },
    sameName: same && !same.gloProjectId ? { externalId: same.externalId, name: same.name } : null,
  };
}

/**
 * POST /api/settings/projects/import/{gloId} with the reviewed name: adds the project under the path's
 * GLO-R id (201), or links the project of that name that has no GLO-R id yet (200: vacancies named it
 * before the import). A GLO-R id imported meanwhile is 409; a name held by a project of another GLO-R id
 * is 409 under `name`. One transaction; the name's row is locked, and the unique indexes settle two
 * imports of one id at once (the loser's 409 says it is imported).
 */
export async function saveProjectImport(
  db: Db,
  audit: AuditContext,
  gloId: string,
  body: NamedItemBody,
): Promise<{ created: boolean; row: NamedItemRow }> {
  let created = false;
  let externalId: string;
  try {
    externalId = await db.transaction(async (tx) => {
      if (await repo.projectExternalIdByGloId(tx, gloId)) throw alreadyImported();
      const same = await repo.projectByName(tx, body.name, true);
      if (same?.gloProjectId === gloId) throw alreadyImported();
      if (same?.gloProjectId) throw nameTaken(PROJECT_IMPORT_MESSAGES.nameLinked);
      const id = same ? same.externalId : await repo.insertImportedProject(tx, body.name, gloId);
      if (same) await repo.linkProject(tx, same.externalId, gloId);
      created = !same;
      // A projects list item, as the settings lists record theirs (setting.*): added, or linked to GLO-R.
      await recordAudit(tx, audit, {
        action: same ? 'setting.updated' : 'setting.created',
        target: { type: 'setting', id, label: `projects: ${same?.name ?? body.name}` },
        changes: [
          ...(same ? [] : [{ field: 'name', old: null, new: body.name }]),
          { field: 'gloProjectId', old: null, new: gloId },
        ],
      });
      return id;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    if (await repo.projectExternalIdByGloId(db, gloId)) throw alreadyImported();
    throw nameTaken(takenMessage('projects', 'name'));
  }
  const row = await projectsKind.read(db, externalId);
  if (!row) throw new AppError(404, 'NOT_FOUND', SETTINGS_MESSAGES.notFound);
  return { created, row };
}
