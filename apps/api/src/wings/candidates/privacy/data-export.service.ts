import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Db } from '../../../db/client.js';
import type { FileStorage } from '../../../integrations/files/file-storage.js';
import { FileNotFoundError } from '../../../integrations/files/file-storage.js';
import { recordAudit, type ActorAuditContext } from '../../../lib/audit.js';
import { readCandidate, requireCandidate } from '../core/candidate-read.service.js';
import { readPersonalRows, type StoredFile } from './data-export.repo.js';

export type PersonalDataExport = { fileName: string; stream: Readable };

async function readBody(files: FileStorage, key: string): Promise<Buffer | null> {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await files.read(key)) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof FileNotFoundError) return null;
    throw error;
  }
}

/** `files/<original name>`: path separators and dot runs removed, a repeated name numbered. */
function zipPathFor(fileName: string, taken: Set<string>): string {
  const base = fileName.replace(/[/\\]/g, '_').replace(/^\.+/, '_').slice(0, 150) || 'file';
  let path = `files/${base}`;
  for (let n = 2; taken.has(path); n += 1) path = `files/${n}-${base}`;
  taken.add(path);
  return path;
}

/**
 * GET /api/candidates/{id}/data-export (docs/decisions.md, Anonymisation and the personal-data export):
 * a zip with `candidate.json` (everything the app holds about the person; one key per table that
 * references candidates, camelCased, plus the profile, their e-mails and the audit events about them)
 * and `files/<original name>` for each stored file. Built in memory before the first byte (a person's
 * data is small), audited as `export.downloaded` before it leaves.
 * @scope by candidate id: the row is read through requireCandidate (the actor's scope); ADMIN only.
 */
export async function exportPersonalData(
  db: Db,
  files: FileStorage,
  audit: ActorAuditContext,
  externalId: string,
  now = new Date(),
): Promise<PersonalDataExport> {
  const candidate = await requireCandidate(db, audit.actor, externalId);
  const id = candidate.id;
  const profile = await readCandidate(db, audit.actor, externalId);

  const {
    languages,
    skills,
    resumes,
    assignments,
    history,
    applications,
    notes,
    recipients,
    responses,
    emails,
    auditEvents,
  } = await readPersonalRows(db, id, candidate.email);

  const zip = new ZipFile();
  const taken = new Set<string>(['candidate.json']);
  const withFile = async (file: StoredFile & Record<string, unknown>) => {
    const { storageKey, ...rest } = file;
    const body = await readBody(files, storageKey);
    if (!body) return { ...rest, file: null };
    const path = zipPathFor(file.fileName, taken);
    zip.addBuffer(body, path, { mtime: now });
    return { ...rest, file: path };
  };
  const document = {
    exportedAt: now.toISOString(),
    profile,
    candidateLanguages: languages,
    candidateSkills: skills,
    resumes: await Promise.all(resumes.map(withFile)),
    candidateVacancies: assignments,
    candidateStatusHistory: history,
    careersApplications: await Promise.all(applications.map(withFile)),
    notes,
    campaignRecipients: recipients,
    surveyResponses: responses,
    emails,
    auditEvents,
  };
  zip.addBuffer(Buffer.from(JSON.stringify(document, null, 2)), 'candidate.json', { mtime: now });

  await recordAudit(db, audit, {
    action: 'export.downloaded',
    target: { type: 'candidate', id: candidate.externalId, label: `${candidate.fullName}: personal data` },
    candidateId: id,
    changes: [{ field: 'format', old: null, new: 'zip' }],
  });
  zip.end();
  return { fileName: `candidate-${candidate.externalId}.zip`, stream: zip.outputStream as Readable };
}
