/**
 * A vacancy the demo seed always creates (apps/api/src/seed/demo/demo-vacancies.ts): OPEN, outside the
 * India group, published to GLO-R and shared with Acme Staffing and Globex Talent.
 */
export const DEMO_VACANCY = { title: 'Senior Platform Engineer', gloVacancyId: 'GLO-V-1001' } as const;
