import { formatBgcDate } from '@talent-desk/shared';
import {
  attachCandidate,
  candidateFormBody,
  createCandidateMultipart,
  insertCandidate,
  insertVacancy,
  multipart,
  pdfBytes,
} from '../../../../test/fixtures.js';
import type { WalkCall, WalkCase, World } from './walk-world.js';

const UNKNOWN = '0b6c3f8e-7a51-4d3a-9a8e-5f1f2d3c4b5a';
const anHourAgo = () => formatBgcDate(new Date(Date.now() - 3_600_000));

/** An application of the careers site's form, sent from an address of its own (the per-client limits). */
function application(w: World, vacancyId: string, form: Record<string, unknown> = {}): WalkCall {
  const n = w.unique();
  const body = {
    firstName: 'Ana',
    lastName: 'Walker',
    email: `ana.walker.${n}@example.test`,
    country: 'Germany',
    city: 'Berlin',
    yearsOfExperience: 'THREE_TO_FIVE',
    educationalQualification: "Master's Degree",
    ...form,
  };
  return {
    as: 'anonymous',
    url: `/api/public/vacancies/${vacancyId}/applications`,
    multipart: multipart([
      { name: 'application', value: JSON.stringify(body), contentType: 'application/json' },
      { name: 'resume', fileName: 'cv.pdf', content: pdfBytes() },
    ]),
    remoteAddress: `198.51.100.${Number.parseInt(n.slice(0, 2), 16) % 250}`,
  };
}
const publishedVacancy = (w: World) => insertVacancy(w.t.db, { publishToExternalApp: true, status: 'OPEN' });

/** A careers application of a known candidate (no resume, not on the vacancy): what staff act on. */
async function knownApplication(w: World): Promise<string> {
  const candidate = await insertCandidate(w.t.db, { yearsOfExperience: 'ONE_TO_THREE' });
  const vacancy = await publishedVacancy(w);
  await w.must('POST', application(w, vacancy.externalId, { email: candidate.email }));
  return w.value<string>(
    'select external_id as value from careers_applications where candidate_id = $1 order by id desc limit 1',
    [candidate.id],
  );
}
const candidateOnVacancy = async (w: World) => {
  const candidate = await insertCandidate(w.t.db);
  const vacancy = await insertVacancy(w.t.db);
  await attachCandidate(w.t.db, candidate.id, vacancy.id);
  return `/api/candidates/${candidate.externalId}/vacancies/${vacancy.externalId}/status`;
};
const usCandidate = (w: World) =>
  insertCandidate(w.t.db, {
    country: 'USA',
    state: 'California',
    city: 'San Diego',
    locationCompliance: true,
  });
const note = { body: 'Called, interested.', visibility: 'INTERNAL' };

/** Notes on candidates and on vacancies: the same three routes under each. */
function noteCases(kind: 'candidates' | 'vacancies', target: (w: World) => Promise<string>) {
  const base = (id: string) => `/api/${kind}/${id}/notes`;
  const written = async (w: World) => {
    const id = await target(w);
    const { externalId } = await w.must<{ externalId: string }>('POST', {
      as: 'tag',
      url: base(id),
      payload: note,
    });
    return `${base(id)}/${externalId}`;
  };
  return {
    [`POST /api/${kind}/:id/notes`]: {
      action: 'note.created',
      ok: async (w) => ({ as: 'tag', url: base(await target(w)), payload: note }),
      refused: async (w) => ({ as: 'tag', url: base(await target(w)), payload: { ...note, body: '' } }),
    },
    [`PUT /api/${kind}/:id/notes/:noteId`]: {
      action: 'note.updated',
      ok: async (w) => ({ as: 'tag', url: await written(w), payload: { ...note, body: 'Called again.' } }),
      refused: async (w) => ({ as: 'tag', url: `${base(await target(w))}/${UNKNOWN}`, payload: note }),
    },
    [`DELETE /api/${kind}/:id/notes/:noteId`]: {
      action: 'note.deleted',
      ok: async (w) => ({ as: 'tag', url: await written(w) }),
      refused: async (w) => ({ as: 'tag', url: `${base(await target(w))}/${UNKNOWN}` }),
    },
  } satisfies Record<string, WalkCase>;
}

/** Candidates, their pipeline and exports, the careers site and its applications, notes. */
export const CANDIDATE_CASES: Record<string, WalkCase> = {
  'POST /api/candidates': {
    action: 'candidate.created',
    ok: async () => ({
      as: 'tag',
      url: '/api/candidates',
      multipart: createCandidateMultipart(candidateFormBody()),
    }),
    refused: async () => ({
      as: 'tag',
      url: '/api/candidates',
      multipart: createCandidateMultipart(candidateFormBody({ firstName: '' })),
    }),
  },
  'PUT /api/candidates/:id': {
    action: 'candidate.updated',
    ok: async (w) => ({
      as: 'tag',
      url: `/api/candidates/${(await insertCandidate(w.t.db)).externalId}`,
      payload: candidateFormBody(),
    }),
    refused: async () => ({ as: 'tag', url: `/api/candidates/${UNKNOWN}`, payload: candidateFormBody() }),
  },
  'POST /api/candidates/:id/anonymise': {
    action: 'candidate.anonymised',
    ok: async (w) => ({
      as: 'admin',
      url: `/api/candidates/${(await insertCandidate(w.t.db)).externalId}/anonymise`,
    }),
    // Twice: the second call is 409 (already anonymised) and writes nothing.
    refused: async (w) => {
      const candidate = await insertCandidate(w.t.db);
      await w.must('POST', { as: 'admin', url: `/api/candidates/${candidate.externalId}/anonymise` });
      return { as: 'admin', url: `/api/candidates/${candidate.externalId}/anonymise` };
    },
  },
  'POST /api/candidates/assign': {
    action: 'candidate.assigned',
    ok: async (w) => ({
      as: 'tag',
      url: '/api/candidates/assign',
      payload: {
        candidateExternalIds: [(await insertCandidate(w.t.db)).externalId],
        vacancyExternalIds: [(await insertVacancy(w.t.db)).externalId],
      },
    }),
    refused: async (w) => ({
      as: 'tag',
      url: '/api/candidates/assign',
      payload: {
        candidateExternalIds: [(await insertCandidate(w.t.db)).externalId],
        vacancyExternalIds: [UNKNOWN],
      },
    }),
  },
  'POST /api/candidates/export': {
    action: 'export.downloaded',
    ok: async (w) => ({
      as: 'tag',
      url: '/api/candidates/export',
      payload: { format: 'xlsx', candidateExternalIds: [(await insertCandidate(w.t.db)).externalId] },
    }),
    refused: async () => ({
      as: 'tag',
      url: '/api/candidates/export',
      payload: { format: 'pdf', candidateExternalIds: [UNKNOWN] },
    }),
  },
  'PATCH /api/candidates/background-status': {
    action: 'candidate.background_changed',
    ok: async (w) => ({
      as: 'tag',
      url: '/api/candidates/background-status',
      payload: {
        backgroundStatus: 'READY_FOR_BGC',
        candidateExternalIds: [(await usCandidate(w)).externalId],
        backgroundStatusUpdateDate: anHourAgo(),
      },
    }),
    refused: async (w) => ({
      as: 'tag',
      url: '/api/candidates/background-status',
      payload: { backgroundStatus: 'NONSENSE', candidateExternalIds: [(await usCandidate(w)).externalId] },
    }),
  },
  'PUT /api/candidates/:id/vacancies/:vacancyId/status': {
    action: 'application.status_changed',
    ok: async (w) => ({ as: 'tag', url: await candidateOnVacancy(w), payload: { status: 'SHORTLISTED' } }),
    refused: async (w) => ({ as: 'tag', url: await candidateOnVacancy(w), payload: { status: 'NONSENSE' } }),
  },
  'POST /api/public/vacancies/:id/applications': {
    action: 'candidate.created',
    ok: async (w) => application(w, (await publishedVacancy(w)).externalId),
    refused: async (w) => application(w, UNKNOWN),
  },
  'POST /api/careers-applications/:id/take-over': {
    action: 'candidate.updated',
    ok: async (w) => ({
      as: 'tag',
      url: `/api/careers-applications/${await knownApplication(w)}/take-over`,
      payload: { field: 'yearsOfExperience' },
    }),
    refused: async () => ({
      as: 'tag',
      url: `/api/careers-applications/${UNKNOWN}/take-over`,
      payload: { field: 'yearsOfExperience' },
    }),
  },
  'POST /api/careers-applications/:id/take-over-resume': {
    action: 'candidate.updated',
    ok: async (w) => ({
      as: 'tag',
      url: `/api/careers-applications/${await knownApplication(w)}/take-over-resume`,
    }),
    refused: async () => ({ as: 'tag', url: `/api/careers-applications/${UNKNOWN}/take-over-resume` }),
  },
  'POST /api/careers-applications/:id/attach': {
    action: 'candidate.assigned',
    ok: async (w) => ({ as: 'tag', url: `/api/careers-applications/${await knownApplication(w)}/attach` }),
    refused: async () => ({ as: 'tag', url: `/api/careers-applications/${UNKNOWN}/attach` }),
  },
  ...noteCases('candidates', async (w) => (await insertCandidate(w.t.db)).externalId),
  ...noteCases('vacancies', async (w) => (await insertVacancy(w.t.db)).externalId),
};
