import type { APIRequestContext } from '@playwright/test';

type ListRow = { externalId: string; fullName: string; email: string };

/** The first page of `GET /api/candidates?{query}` (the signed-in page's session). */
export async function listCandidates(request: APIRequestContext, query: string): Promise<ListRow[]> {
  const response = await request.get(`/api/candidates?${query}`);
  return ((await response.json()) as { content: ListRow[] }).content;
}

/**
 * A demo candidate whose edit the assessment gate blocks (CAND-STATUS-28): assessment completed and
 * an assignment past Pending. The seed makes several; the first one found is used.
 */
export async function findLockedCandidate(request: APIRequestContext): Promise<ListRow & { reason: string }> {
  for (const row of await listCandidates(request, 'assessmentStatuses=COMPLETED&size=100')) {
    const details = await request.get(`/api/candidates/${row.externalId}`);
    const { editBlockedReason } = (await details.json()) as { editBlockedReason: string | null };
    if (editBlockedReason) return { ...row, reason: editBlockedReason };
  }
  throw new Error('the demo data has no candidate locked by the assessment gate');
}
