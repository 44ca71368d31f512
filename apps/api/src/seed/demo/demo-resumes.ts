import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import type { FileStorage } from '../../integrations/files/file-storage.js';
import { newStorageKey } from '../../integrations/files/storage-key.js';
import { emailSlug } from './demo-faker.js';
import type { CandidateRow } from '../candidate-rows/seed-rows.js';

export type ResumeRow = {
  candidateId: number;
  storageKey: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  createdAt: Date;
};

/** A fixed creation date keeps the bytes of a candidate's resume the same from run to run and day to day. */
const RESUME_PDF_DATE = new Date('2026-01-15T09:00:00.000Z');

/** A one-page PDF resume with the candidate's own details (pdfkit, about 2 KB, ~3 ms each). */
export function renderResume(candidate: CandidateRow, skills: readonly string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: `Resume - ${candidate.fullName}`, CreationDate: RESUME_PDF_DATE },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(22).text(candidate.fullName);
    doc.moveDown(0.3).fontSize(10).fillColor('#555555');
    doc.text(
      [
        candidate.email,
        candidate.phone,
        [candidate.city, candidate.state, candidate.country].filter(Boolean).join(', '),
      ].join('  |  '),
    );
    if (candidate.linkedinUrl) doc.text(candidate.linkedinUrl);
    doc.fillColor('#000000').moveDown();
    doc.fontSize(14).text('Experience');
    doc
      .fontSize(11)
      .text(candidate.experience ?? 'Not stated')
      .moveDown();
    doc.fontSize(14).text('Skills');
    doc
      .fontSize(11)
      .text(skills.join(', ') || 'Not stated')
      .moveDown();
    doc.fontSize(14).text('Education');
    doc.fontSize(11).text(candidate.educationalQualification);
    if (candidate.comments) doc.moveDown().fontSize(14).text('Summary').fontSize(11).text(candidate.comments);
    doc.end();
  });
}

/**
 * Renders and stores one PDF resume per demo candidate under its own random key. Returns the rows and
 * the keys written, so the caller can remove the files again when its transaction fails (no orphans).
 */
export async function storeDemoResumes(
  files: FileStorage,
  candidates: readonly CandidateRow[],
  skillNamesOf: (candidateId: number) => string[],
  written: string[],
): Promise<ResumeRow[]> {
  const rows: ResumeRow[] = [];
  const puts: Promise<void>[] = [];
  for (const candidate of candidates) {
    const body = await renderResume(candidate, skillNamesOf(candidate.id));
    const storageKey = newStorageKey();
    written.push(storageKey);
    // Writes (each fsynced) overlap with rendering the next PDFs; all are awaited below.
    puts.push(files.put(storageKey, body));
    rows.push({
      candidateId: candidate.id,
      storageKey,
      fileName: `${emailSlug(candidate.firstName, candidate.lastName).replace(/\./g, '-') || 'candidate'}-resume.pdf`,
      contentType: 'application/pdf',
      sizeBytes: body.length,
      sha256: createHash('sha256').update(body).digest('hex'),
      createdAt: candidate.createdAt,
    });
  }
  // Every write settles before an error surfaces, so the caller's cleanup sees no write still running.
  const failed = (await Promise.allSettled(puts)).find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  return rows;
}
