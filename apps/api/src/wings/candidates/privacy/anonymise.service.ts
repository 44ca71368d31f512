import {
  ANONYMISED_FIRST_NAME,
  CANDIDATE_PRIVACY_MESSAGES,
  anonymisedLastName,
  type CandidateAnonymised,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import type { FileStorage } from '../../../integrations/files/file-storage.js';
import { recordAudit, type ActorAuditContext } from '../../../lib/audit.js';
import { requireCandidate } from '../core/candidate-read.service.js';
import * as repo from './anonymise.repo.js';

/** The address an anonymised candidate keeps (the column is required and unique): never deliverable. */
export const anonymisedEmail = (candidateId: number) => `anonymised-${candidateId}@anonymised.invalid`;
export const anonymisedFullName = (candidateId: number) =>
  `${ANONYMISED_FIRST_NAME} ${anonymisedLastName(candidateId)}`;

type Logger = { error: (object: object, message: string) => void };

/**
 * POST /api/candidates/{id}/anonymise (docs/decisions.md, Anonymisation and the personal-data export):
 * in one transaction every personal value of the candidate and of the rows about them is emptied or
 * replaced, the audit events about them scrubbed, and `candidate.anonymised` recorded; vacancy, vendor,
 * statuses, dates and source stay, so reports still add up. The files are removed after the commit:
 * by then no committed row names them (a failed removal leaves an orphan body, logged, never a row
 * pointing at a missing file).
 * @scope by candidate id: the row is read through requireCandidate (the actor's scope); ADMIN only.
 */
export async function anonymiseCandidate(
  db: Db,
  files: FileStorage,
  audit: ActorAuditContext,
  externalId: string,
  log?: Logger,
): Promise<CandidateAnonymised> {
  const { fullName, storageKeys } = await db.transaction(async (tx) => {
    const candidate = await requireCandidate(tx, audit.actor, externalId);
    const id = candidate.id;
    // The row lock makes two anonymisations of one candidate run one after the other: the second is 409.
    if (await repo.lockIsAnonymised(tx, id))
      throw new AppError(409, 'CONFLICT', CANDIDATE_PRIVACY_MESSAGES.alreadyAnonymised);

    const name = anonymisedFullName(id);
    const email = anonymisedEmail(id);
    const personal = await repo.personalStrings(tx, id);
    const storageKeys = await repo.fileKeys(tx, id);

    await repo.scrubCandidateRows(tx, id, name, email);
    await repo.scrubMail(tx, candidate.externalId, personal, name, email);
    await repo.scrubAudit(tx, id, personal, name);

    await recordAudit(tx, audit, {
      action: 'candidate.anonymised',
      target: { type: 'candidate', id: candidate.externalId, label: name },
      candidateId: id,
      changes: [{ field: 'files', old: null, new: storageKeys.length }],
    });
    return { fullName: name, storageKeys };
  });

  for (const key of storageKeys) {
    try {
      await files.remove(key);
    } catch (error) {
      log?.error({ err: error, storageKey: key }, 'an anonymised candidate file could not be removed');
    }
  }
  return { message: CANDIDATE_PRIVACY_MESSAGES.anonymised, fullName };
}
