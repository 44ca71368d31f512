import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateHistoryResponseSchema } from '@talent-desk/shared';
import type { TestApp } from '../../../test/test-app.js';
import { openCandidateTestApp } from '../testing/candidate-harness.js';
import {
  candidateFormBody,
  createCandidateMultipart,
  docxBytes,
  insertCandidate,
  insertStatusHistory,
  insertVacancy,
  pdfBytes,
} from '../../../test/fixtures.js';

let t: TestApp;
let dataDir: string;
let admin: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'td-candidate-resume-'));
  ({
    t,
    cookies: { admin },
  } = await openCandidateTestApp({ DATA_DIR: dataDir }));
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function createVia(
  cookie: string,
  body: Record<string, unknown>,
  resume = { fileName: 'Lebenslauf Müller (final).pdf', content: pdfBytes('detail') },
) {
  const { payload, headers } = createCandidateMultipart(body, resume);
  const response = await t.inject({
    method: 'POST',
    url: '/api/candidates',
    payload,
    headers: { ...headers, cookie },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { externalId: string; email: string };
}

// No fetch or script, an opaque origin, framed only by our own pages (the details page's preview).
const RESUME_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";

const get = (url: string, cookie = admin) => t.inject({ method: 'GET', url, headers: { cookie } });

describe('GET /api/candidates/{id}/resume', () => {
  it('streams the stored file as an attachment with a safe file name and nosniff', async () => {
    const created = await createVia(admin, candidateFormBody());
    const response = await get(`/api/candidates/${created.externalId}/resume`);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdfBytes('detail'))).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Lebenslauf M_ller _final_.pdf"; filename*=UTF-8''Lebenslauf%20M%C3%BCller%20%28final%29.pdf`,
    );
    expect(response.headers['content-security-policy']).toBe(RESUME_CSP);
    // The route's own Cache-Control is kept by the API-wide no-store rule.
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('inline is allowed for a PDF only (the in-page preview), framed by our own pages only', async () => {
    const pdf = await createVia(admin, candidateFormBody());
    const inline = await get(`/api/candidates/${pdf.externalId}/resume?disposition=inline`);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(inline.headers['content-security-policy']).toBe(RESUME_CSP);
    expect(inline.headers['x-frame-options']).toBe('SAMEORIGIN');
    const docx = await createVia(admin, candidateFormBody(), { fileName: 'cv.docx', content: docxBytes() });
    const refused = await get(`/api/candidates/${docx.externalId}/resume?disposition=inline`);
    expect(refused.statusCode).toBe(400);
    const attachment = await get(`/api/candidates/${docx.externalId}/resume`);
    expect(attachment.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('a candidate without a resume answers 404', async () => {
    const bare = await insertCandidate(t.db);
    expect((await get(`/api/candidates/${bare.externalId}/resume`)).statusCode).toBe(404);
  });
});

describe('GET /api/candidates/{id}/history', () => {
  it('lists status changes newest first with the vacancy title and who changed it', async () => {
    const candidate = await insertCandidate(t.db);
    const vacancy = await insertVacancy(t.db, { title: 'History role' });
    await insertStatusHistory(t.db, {
      candidateId: candidate.id,
      vacancyId: vacancy.id,
      kind: 'VACANCY_STATUS',
      fromStatus: 'PENDING',
      toStatus: 'SHORTLISTED',
      changedByUserId: t.tag.id,
      changedAt: new Date('2026-01-01T10:00:00Z'),
    });
    await insertStatusHistory(t.db, {
      candidateId: candidate.id,
      kind: 'BACKGROUND_STATUS',
      fromStatus: 'NOT_INITIATED',
      toStatus: 'READY_FOR_BGC',
      changedAt: new Date('2026-01-02T10:00:00Z'),
    });
    const response = await get(`/api/candidates/${candidate.externalId}/history`);
    expect(response.statusCode).toBe(200);
    const history = candidateHistoryResponseSchema.parse(response.json());
    expect(history).toEqual([
      {
        kind: 'BACKGROUND_STATUS',
        vacancyExternalId: null,
        vacancyTitle: null,
        fromStatus: 'NOT_INITIATED',
        toStatus: 'READY_FOR_BGC',
        changedBy: null,
        changedAt: '2026-01-02T10:00:00.000Z',
      },
      {
        kind: 'VACANCY_STATUS',
        vacancyExternalId: vacancy.externalId,
        vacancyTitle: 'History role',
        fromStatus: 'PENDING',
        toStatus: 'SHORTLISTED',
        changedBy: { externalId: t.tag.externalId, fullName: 'Test TAG' },
        changedAt: '2026-01-01T10:00:00.000Z',
      },
    ]);
  });
});
