import { CAREERS_APPLICATION_MESSAGES, type CareersApplication } from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import { FileNotFoundError, type FileStorage } from '../../../integrations/files/file-storage.js';
import type { ActorAuditContext } from '../../../lib/audit.js';
import type { Queryable } from '../../../lib/queryable.js';
import { assignCandidates } from '../pipeline/assign.service.js';
import { recordResumeRead, type ResumeDownload } from '../core/candidate-resume.service.js';
import { readApplication, requireApplication } from './careers-application-read.service.js';

/**
 * POST /api/careers-applications/{id}/attach: the candidate joins the application's vacancy as Pending
 * through the normal attach (its rules, history entry and status; 409 ALREADY_ATTACHED when it is).
 */
export async function attachApplicant(
  db: Db,
  audit: ActorAuditContext,
  applicationExternalId: string,
): Promise<CareersApplication> {
  const { actor } = audit;
  const application = await requireApplication(db, actor, applicationExternalId);
  await assignCandidates(db, audit, {
    candidateExternalIds: [application.candidate.externalId],
    vacancyExternalIds: [application.vacancy.externalId],
  });
  return readApplication(db, actor, applicationExternalId);
}

/** GET /api/careers-applications/{id}/resume: the file the applicant sent (staff only). */
export async function openApplicationResume(
  db: Queryable,
  files: FileStorage,
  audit: ActorAuditContext,
  applicationExternalId: string,
): Promise<ResumeDownload> {
  const { resume, candidate } = await requireApplication(db, audit.actor, applicationExternalId);
  try {
    const body = await files.read(resume.storageKey);
    const { fileName } = resume;
    await recordResumeRead(db, audit, candidate, {
      fileName,
      source: 'careers application',
      disposition: 'attachment',
    });
    return { fileName: resume.fileName, contentType: resume.contentType, size: resume.sizeBytes, body };
  } catch (error) {
    if (error instanceof FileNotFoundError)
      throw new AppError(404, 'NOT_FOUND', CAREERS_APPLICATION_MESSAGES.resumeMissing);
    throw error;
  }
}
