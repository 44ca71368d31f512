import { describe, expect, it } from 'vitest';
import { VACANCY_MESSAGES, vacancyBodySchema } from './vacancy.js';
import { vacancyExportBodySchema } from './vacancy-export.js';
import { vacancyImportParamsSchema, vacancyImportPreviewSchema } from './vacancy-import.js';
import { vacancyListQuerySchema } from './vacancy-list-query.js';
import { vacancyPipelineQuerySchema } from './vacancy-pipeline.js';
import { shareVacanciesBodySchema } from './vacancy-sharing.js';

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((i) => i.path.join('.'));
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((i) => i.message);

const body = {
  title: '  Senior Java Engineer ',
  gloVacancyId: '',
  type: 'EXTERNAL',
  status: 'OPEN',
  businessGroupExternalId: '',
  projectName: ' ',
  hiringManager: 'Dana Holt',
  workingLocation: 'Berlin',
  openings: 2,
  description: 'Line one\nLine two',
};

describe('vacancy body (POST/PUT /api/vacancies, the web form)', () => {
  it('trims, turns cleared fields into null and defaults the skills to none', () => {
    expect(vacancyBodySchema.parse(body)).toEqual({
      ...body,
      title: 'Senior Java Engineer',
      gloVacancyId: null,
      businessGroupExternalId: null,
      projectName: null,
      requiredSkillExternalIds: [],
    });
  });

  it('names the field and says what is wrong: title, GLO-R id, openings, unknown fields', () => {
    const result = vacancyBodySchema.safeParse({
      ...body,
      title: 'x',
      gloVacancyId: 'GLO 1',
      openings: 0,
      salary: 1,
    });
    expect(paths(result).sort()).toEqual(['', 'gloVacancyId', 'openings', 'title']);
    expect(messages(result)).toEqual(
      expect.arrayContaining([
        VACANCY_MESSAGES.titleLength,
        VACANCY_MESSAGES.gloVacancyIdFormat,
        VACANCY_MESSAGES.openings,
      ]),
    );
    expect(paths(vacancyBodySchema.safeParse({ ...body, openings: 1.5 }))).toEqual(['openings']);
  });
});

describe('vacancy list query and export body', () => {
  it('[LIST-01] defaults to page 1 of 15 by creation date, newest first; lists accept repeated or comma values', () => {
    const query = vacancyListQuerySchema.parse({ statuses: 'OPEN,ON_HOLD', published: 'true' });
    expect(query).toMatchObject({ page: 1, size: 15, column: 'createdAt', order: 'desc' });
    expect(query.statuses).toEqual(['OPEN', 'ON_HOLD']);
    expect(query.published).toBe(true);
    expect(paths(vacancyListQuerySchema.safeParse({ column: 'salary' }))).toEqual(['column']);
  });

  it('[LIST-20] the export takes the same filters; a start after the end names createdTo', () => {
    expect(vacancyExportBodySchema.parse({})).toMatchObject({
      filters: { statuses: [], vendorExternalIds: [] },
      sort: { column: 'createdAt', order: 'desc' },
    });
    const bad = vacancyExportBodySchema.safeParse({
      filters: { createdFrom: '2026-02-01', createdTo: '2026-01-01' },
    });
    expect(paths(bad)).toEqual(['filters.createdTo']);
    expect(paths(vacancyExportBodySchema.safeParse({ filters: { colour: 'red' } }))).toEqual(['filters']);
  });
});

describe('sharing, pipeline and import', () => {
  it("[VAC-20] sharing needs at least one vacancy ('vacancy required') and one vendor", () => {
    const result = shareVacanciesBodySchema.safeParse({ vacancyExternalIds: [], vendorExternalIds: [] });
    expect(messages(result)).toEqual([VACANCY_MESSAGES.vacancyRequired, VACANCY_MESSAGES.vendorRequired]);
  });

  it('the pipeline query filters by assignment status (never NOT_ASSIGNED), newest attachment first', () => {
    expect(vacancyPipelineQuerySchema.parse({ statuses: 'PENDING' })).toMatchObject({
      column: 'attachedAt',
      order: 'desc',
      statuses: ['PENDING'],
    });
    expect(paths(vacancyPipelineQuerySchema.safeParse({ statuses: 'NOT_ASSIGNED' }))).toEqual(['statuses.0']);
  });

  it('an import id is a GLO-R id; the preview is either the existing vacancy or a draft', () => {
    expect(vacancyImportParamsSchema.safeParse({ gloId: 'GLO-V-1001' }).success).toBe(true);
    expect(paths(vacancyImportParamsSchema.safeParse({ gloId: '../x' }))).toEqual(['gloId']);
    const existing = { existingExternalId: '7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b' };
    expect(vacancyImportPreviewSchema.parse(existing)).toEqual(existing);
  });
});
