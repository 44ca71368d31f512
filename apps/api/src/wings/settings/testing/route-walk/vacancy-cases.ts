import { attachCandidate, insertCandidate, insertVacancy } from '../../../../test/fixtures.js';
import type { WalkCase, World } from './walk-world.js';

const UNKNOWN = '0b6c3f8e-7a51-4d3a-9a8e-5f1f2d3c4b5a';

const vacancyBody = (w: World) => ({
  title: `Walk Data Engineer ${w.unique()}`,
  type: 'EXTERNAL',
  status: 'OPEN',
  openings: 2,
  hiringManager: 'Priya Raman',
  workingLocation: 'Austin, Texas',
  projectName: 'Atlas',
  description: 'Build pipelines.',
  businessGroupExternalId: w.ref.businessGroups.europe.externalId,
  requiredSkillExternalIds: [w.ref.skills.python.externalId],
});
const newVacancy = async (w: World) =>
  (
    await w.must<{ externalId: string }>('POST', {
      as: 'tag',
      url: '/api/vacancies',
      payload: vacancyBody(w),
    })
  ).externalId;
/** The GLO-R draft of a vacancy of the built-in catalogue (GLO-V-9001 .. 9006), as the import page sends it. */
const importDraft = async (w: World, gloId: string) =>
  (await w.must<{ draft: object }>('GET', { as: 'tag', url: `/api/vacancies/import/${gloId}` })).draft;
/** A SHORTLISTED candidate on a published vacancy: what GLO-R export needs. */
async function shortlisted(w: World) {
  const vacancy = await insertVacancy(w.t.db, { publishToExternalApp: true });
  const candidate = await insertCandidate(w.t.db);
  await attachCandidate(w.t.db, candidate.id, vacancy.id, { status: 'SHORTLISTED' });
  return { candidateExternalId: candidate.externalId, vacancyExternalId: vacancy.externalId };
}

/** Vacancies, their sharing, export and imports from GLO-R, and the export of a candidate to GLO-R. */
export const VACANCY_CASES: Record<string, WalkCase> = {
  'POST /api/vacancies': {
    action: 'vacancy.created',
    ok: async (w) => ({ as: 'tag', url: '/api/vacancies', payload: vacancyBody(w) }),
    refused: async (w) => ({ as: 'tag', url: '/api/vacancies', payload: { ...vacancyBody(w), title: '' } }),
  },
  'PUT /api/vacancies/:id': {
    action: 'vacancy.updated',
    ok: async (w) => ({
      as: 'tag',
      url: `/api/vacancies/${await newVacancy(w)}`,
      payload: { ...vacancyBody(w), openings: 3 },
    }),
    refused: async (w) => ({ as: 'tag', url: `/api/vacancies/${UNKNOWN}`, payload: vacancyBody(w) }),
  },
  'PATCH /api/vacancies/:id/publish': {
    action: 'vacancy.published',
    ok: async (w) => ({
      as: 'tag',
      url: `/api/vacancies/${await newVacancy(w)}/publish`,
      payload: { publishToExternalApp: true },
    }),
    refused: async () => ({
      as: 'tag',
      url: `/api/vacancies/${UNKNOWN}/publish`,
      payload: { publishToExternalApp: true },
    }),
  },
  'POST /api/vacancies/share': {
    action: 'vacancy.shared',
    ok: async (w) => ({
      as: 'tag',
      url: '/api/vacancies/share',
      payload: {
        vacancyExternalIds: [await newVacancy(w)],
        vendorExternalIds: [(await w.t.createVendor()).externalId],
      },
    }),
    refused: async (w) => ({
      as: 'tag',
      url: '/api/vacancies/share',
      payload: { vacancyExternalIds: [UNKNOWN], vendorExternalIds: [(await w.t.createVendor()).externalId] },
    }),
  },
  'DELETE /api/vacancies/:id/vendors/:vendorId': {
    action: 'vacancy.unshared',
    ok: async (w) => {
      const vendor = await w.t.createVendor();
      const vacancy = await insertVacancy(w.t.db, { sharedWithVendorIds: [vendor.id] });
      return { as: 'tag', url: `/api/vacancies/${vacancy.externalId}/vendors/${vendor.externalId}` };
    },
    refused: async (w) => ({
      as: 'tag',
      url: `/api/vacancies/${await newVacancy(w)}/vendors/${(await w.t.createVendor()).externalId}`,
    }),
  },
  'POST /api/vacancies/export': {
    action: 'export.downloaded',
    ok: async () => ({ as: 'vendor', url: '/api/vacancies/export', payload: {} }),
    refused: async () => ({ as: 'vendor', url: '/api/vacancies/export', payload: { sort: 'nonsense' } }),
  },
  'POST /api/vacancies/import/:gloId': {
    action: 'vacancy.imported',
    ok: async (w) => ({
      as: 'tag',
      url: '/api/vacancies/import/GLO-V-9003',
      payload: await importDraft(w, 'GLO-V-9003'),
    }),
    refused: async () => ({ as: 'tag', url: '/api/vacancies/import/GLO-V-9004', payload: { title: '' } }),
  },
  'POST /api/glo-r/export': {
    action: 'export.downloaded',
    ok: async (w) => ({ as: 'tag', url: '/api/glo-r/export', payload: await shortlisted(w) }),
    refused: async (w) => ({
      as: 'tag',
      url: '/api/glo-r/export',
      payload: { ...(await shortlisted(w)), vacancyExternalId: UNKNOWN },
    }),
  },
  'POST /api/settings/projects/import/:gloId': {
    action: 'setting.created',
    ok: async () => ({
      as: 'admin',
      url: '/api/settings/projects/import/GLO-P-7006',
      payload: { name: 'Orion Claims' },
    }),
    // The same GLO-R project again (the success imported it): 409.
    refused: async () => ({
      as: 'admin',
      url: '/api/settings/projects/import/GLO-P-7006',
      payload: { name: 'Orion Claims' },
    }),
  },
};
