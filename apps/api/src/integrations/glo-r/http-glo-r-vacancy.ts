import { z } from 'zod';
import type { GloRVacancy } from './glo-r-connector.js';
import { callGloR, gloRBadAnswer, gloRUnreachable, readJson } from './glo-r-http-common.js';

/** Optional text: blank is no value. */
const text = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value || null);

/** What GLO-R answers to GET /vacancies/{id} (our contract with it); unknown fields are ignored. */
const gloRVacancySchema = z.object({
  gloVacancyId: z.string().min(1),
  title: z.string().trim().min(1),
  type: z.enum(['EXTERNAL', 'INTERNAL']).nullish(),
  status: text,
  businessGroupName: text,
  projectName: text,
  hiringManager: text,
  workingLocation: text,
  openings: z.number().int().nullish(),
  description: z.string().nullish(),
  skills: z.array(z.string()).default([]),
});

/**
 * GET `${baseUrl}/vacancies/{id}`: 404 is "GLO-R has no such vacancy" (null); a network error, timeout
 * or 5xx is 502 unreachable; any other answer that is not the agreed JSON is 502 bad answer.
 */
export async function fetchGloRVacancy(
  baseUrl: string,
  gloVacancyId: string,
  timeoutMs: number,
): Promise<GloRVacancy | null> {
  const url = `${baseUrl.replace(/\/+$/, '')}/vacancies/${encodeURIComponent(gloVacancyId)}`;
  const response = await callGloR(url, { headers: { accept: 'application/json' } }, timeoutMs);
  if (response.status === 404) return null;
  if (response.status >= 500) throw gloRUnreachable();
  const answer = gloRVacancySchema.safeParse(await readJson(response));
  if (response.status >= 300 || !answer.success) throw gloRBadAnswer();
  const v = answer.data;
  return {
    gloVacancyId: v.gloVacancyId,
    title: v.title,
    type: v.type ?? null,
    status: v.status ?? null,
    businessGroupName: v.businessGroupName ?? null,
    projectName: v.projectName ?? null,
    hiringManager: v.hiringManager ?? null,
    workingLocation: v.workingLocation ?? null,
    openings: v.openings ?? null,
    description: v.description ?? null,
    skills: v.skills,
  };
}
