import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedCandidateReference, type ReferenceFixture } from '../../../test/fixtures.js';

export type CandidateTestApp = {
  t: TestApp;
  ref: ReferenceFixture;
  /** Session cookies of the harness's ADMIN, TAG and VENDOR users. */
  cookies: Record<'admin' | 'tag' | 'vendor', string>;
};

/** The setup every candidate API test shares: an app on a fresh database, reference data, one cookie per role. */
export async function openCandidateTestApp(env: Record<string, string> = {}): Promise<CandidateTestApp> {
  const t = await createTestApp(env);
  const ref = await seedCandidateReference(t.db);
  const cookies = {
    admin: await t.sessionCookie(t.admin),
    tag: await t.sessionCookie(t.tag),
    vendor: await t.sessionCookie(t.vendor),
  };
  return { t, ref, cookies };
}
