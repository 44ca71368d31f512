import { z } from 'zod';
import type { GloRProject } from './glo-r-connector.js';
import { callGloR, gloRBadAnswer, gloRUnreachable, readJson } from './glo-r-http-common.js';

/**
 * What GLO-R answers to GET /projects/{id} (our contract with it). It also sends the client, business
 * group, start date and status; the projects list keeps only the name, so those are not read.
 */
const gloRProjectSchema = z.object({
  gloProjectId: z.string().min(1),
  name: z.string().trim().min(1),
});

/**
 * GET `${baseUrl}/projects/{id}`, as fetchGloRVacancy: 404 is "GLO-R has no such project" (null); a
 * network error, timeout or 5xx is 502 unreachable; any other answer not the agreed JSON is 502 bad answer.
 */
export async function fetchGloRProject(
  baseUrl: string,
  gloProjectId: string,
  timeoutMs: number,
): Promise<GloRProject | null> {
  const url = `${baseUrl.replace(/\/+$/, '')}/projects/${encodeURIComponent(gloProjectId)}`;
  const response = await callGloR(url, { headers: { accept: 'application/json' } }, timeoutMs);
  if (response.status === 404) return null;
  if (response.status >= 500) throw gloRUnreachable();
  const answer = gloRProjectSchema.safeParse(await readJson(response));
  if (response.status >= 300 || !answer.success) throw gloRBadAnswer();
  return { gloProjectId: answer.data.gloProjectId, name: answer.data.name };
}
