import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { careersApplications, loginThrottle, resumes } from '../../../db/schema/index.js';
import { openApplyHarness, type ApplyHarness } from '../testing/apply-harness.js';

let h: ApplyHarness;
beforeAll(async () => {
  h = await openApplyHarness();
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  await h.t.db.delete(loginThrottle);
});

/** Moves this address's 10-minute window into the past, as if the visitor had waited it out. */
async function waitOutBurstWindow(ip: string) {
  await h.t.db
    .update(loginThrottle)
    .set({ windowStartedAt: sql`now() - interval '11 minutes'` })
    .where(like(loginThrottle.key, `apply-ip:${ip}`));
}

async function statuses(vacancyId: string, count: number, ip: string) {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push((await h.apply(vacancyId, h.application(), { ip })).statusCode);
  return out;
}

describe('floods: per IP address, counted in the database', () => {
  it('5 applications per 10 minutes, then 429 with Retry-After and a message saying how long; other addresses unaffected', async () => {
    const vacancy = await h.publishedVacancy();
    expect(await statuses(vacancy.externalId, 7, '203.0.113.9')).toEqual([202, 202, 202, 202, 202, 429, 429]);
    const refused = await h.apply(vacancy.externalId, h.application(), { ip: '203.0.113.9' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(refused.json()).toMatchObject({
      status: 429,
      code: 'TOO_MANY_APPLICATIONS',
      message: 'Too many applications from your network. Please try again in 10 minutes.',
    });
    expect(await h.assignments(vacancy.id)).toHaveLength(5);
    expect((await h.apply(vacancy.externalId, h.application(), { ip: '203.0.113.10' })).statusCode).toBe(202);
  });

  it('and at most 10 per hour: waiting out the 10 minutes buys 5 more, then the hour is spent', async () => {
    const vacancy = await h.publishedVacancy();
    const ip = '203.0.113.20';
    expect(await statuses(vacancy.externalId, 6, ip)).toEqual([202, 202, 202, 202, 202, 429]);
    await waitOutBurstWindow(ip);
    expect(await statuses(vacancy.externalId, 6, ip)).toEqual([202, 202, 202, 202, 202, 429]);
    await waitOutBurstWindow(ip);
    const refused = await h.apply(vacancy.externalId, h.application(), { ip });
    expect(refused.statusCode).toBe(429);
    // The hour's window: its remaining seconds (about 60 minutes), not the 10 minutes.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.json().message).toMatch(/try again in (59|60) minutes/);
    expect(await h.assignments(vacancy.id)).toHaveLength(10);
  });

  it('a burst of parallel applications over real HTTP from one address: 5 saved whole, the rest 429, no 5xx', async () => {
    const vacancy = await h.publishedVacancy();
    const files = (await h.storedFiles()).length;
    const resumesBefore = (await h.t.db.select().from(resumes)).length;
    const url = `${h.origin}/api/public/vacancies/${vacancy.externalId}/applications`;
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => {
        const { payload, headers } = h.body(h.application());
        return fetch(url, { method: 'POST', body: payload, headers });
      }),
    );
    const codes = answers.map((r) => r.status).sort();
    expect(codes).toEqual([...Array<number>(5).fill(202), ...Array<number>(11).fill(429)]);
    for (const refused of answers.filter((r) => r.status === 429))
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const assignments = await h.assignments(vacancy.id);
    expect(assignments).toHaveLength(5);
    expect(await h.history(vacancy.id)).toHaveLength(5);
    expect((await h.t.db.select().from(resumes)).length).toBe(resumesBefore + 5);
    // Each new applicant's resume and each application's own copy.
    expect((await h.storedFiles()).length).toBe(files + 10);
  });
});

describe('races', () => {
  it('the same new person applying three times at once over real HTTP: one candidate, attached once, one resume, three applications', async () => {
    const vacancy = await h.publishedVacancy();
    const files = (await h.storedFiles()).length;
    const count = await h.candidateCount();
    const form = h.application({ email: 'three.at.once@example.test' });
    const url = `${h.origin}/api/public/vacancies/${vacancy.externalId}/applications`;
    const answers = await Promise.all(
      [form, { ...form, email: 'Three.At.Once@example.test' }, form].map((body) => {
        const { payload, headers } = h.body(body);
        return fetch(url, { method: 'POST', body: payload, headers });
      }),
    );
    expect(answers.map((r) => r.status)).toEqual([202, 202, 202]);
    expect(await h.candidateCount()).toBe(count + 1);
    expect(await h.assignments(vacancy.id)).toHaveLength(1);
    expect(await h.history(vacancy.id)).toHaveLength(1);
    const applications = await h.t.db
      .select()
      .from(careersApplications)
      .where(eq(careersApplications.vacancyId, vacancy.id));
    expect(applications.map((a) => a.createdCandidate).sort()).toEqual([false, false, true]);
    // The candidate's resume and the three applications' own files: none left behind by the retries.
    expect((await h.storedFiles()).length).toBe(files + 4);
  });

  it('the same new person applying to two vacancies at once: one candidate, Pending on the vacancy that created it, an application to the other', async () => {
    const [first, second] = [await h.publishedVacancy(), await h.publishedVacancy()];
    const count = await h.candidateCount();
    const form = h.application();
    const answers = await Promise.all(
      [first, second].map((vacancy) => {
        const { payload, headers } = h.body(form);
        const url = `${h.origin}/api/public/vacancies/${vacancy.externalId}/applications`;
        return fetch(url, { method: 'POST', body: payload, headers });
      }),
    );
    expect(answers.map((r) => r.status)).toEqual([202, 202]);
    expect(await h.candidateCount()).toBe(count + 1);
    const [candidate] = await h.candidatesByEmail(String(form.email));
    const applications = await h.t.db
      .select()
      .from(careersApplications)
      .where(eq(careersApplications.candidateId, candidate?.id ?? -1));
    expect(applications).toHaveLength(2);
    // Whichever came first created the candidate and attached it; the other found a known candidate.
    const creating = applications.find((a) => a.createdCandidate);
    const other = applications.find((a) => !a.createdCandidate);
    expect(creating && other).toBeTruthy();
    for (const vacancy of [first, second]) {
      const expected =
        vacancy.id === creating?.vacancyId
          ? [expect.objectContaining({ candidateId: candidate?.id, status: 'PENDING' })]
          : [];
      expect(await h.assignments(vacancy.id)).toEqual(expected);
    }
  });
});
