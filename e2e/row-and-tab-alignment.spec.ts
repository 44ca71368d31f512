import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { listCandidates } from './support/candidate-api.js';
import { DEMO } from './support/demo.js';
import { createFreshTagUser, signInAsAdmin } from './support/password-links.js';
import { signIn } from './support/session.js';
import { settled } from './support/settled.js';

/** The vertical centre of an element on the page. */
async function middleOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not on the page');
  return box.y + box.height / 2;
}

test('the users list\'s "Invitation pending" chip sits on its row\'s vertical centre (within 2 px)', async ({
  page,
  request,
}) => {
  await signInAsAdmin(request);
  const invited = await createFreshTagUser(request, 'centred');
  await signIn(page, DEMO.admin, `/internal/users?search=${encodeURIComponent(invited.email)}`);
  const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: invited.email });
  const chip = row.getByText('Invitation pending');
  await expect(chip).toBeVisible();
  await settled(page);
  expect(Math.abs((await middleOf(chip)) - (await middleOf(row)))).toBeLessThanOrEqual(2);
});

test("the candidate page's tab strip at 1440 px has no scroll buttons and does not move once the page has loaded", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // Every frame, where the first tab is and how many scroll buttons there are: a jump between two
  // checks of the test would otherwise go unseen.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { tabStripPositions: seen });
    const record = () => {
      const tab = document.querySelector('[role="tablist"] [role="tab"]');
      if (tab) {
        const box = tab.getBoundingClientRect();
        const buttons = document.querySelectorAll('.MuiTabScrollButton-root').length;
        const entry = `${window.innerWidth}px: tab at ${Math.round(box.x)},${Math.round(box.y + window.scrollY)}, ${buttons} scroll buttons`;
        if (seen.at(-1) !== entry) seen.push(entry);
      }
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  await signIn(page, DEMO.admin, null);
  const candidateId = await candidateWithApplications(page.request);
  await page.goto(`/internal/candidates/${candidateId}`);
  await expect(page.getByRole('heading', { level: 2, name: /Careers-site applications/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Vacancies \(\d+\)/ })).toBeVisible();
  await settled(page);
  // After a phone's width (where the strip scrolls), back at 1440 px: still no scroll buttons.
  await page.setViewportSize({ width: 390, height: 900 });
  await settled(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await settled(page);
  const positions = (
    await page.evaluate(() => (window as unknown as { tabStripPositions: string[] }).tabStripPositions)
  ).filter((entry) => entry.startsWith('1440px'));
  expect(new Set(positions).size, positions.join('\n')).toBe(1);
  expect(positions[0]).toMatch(/, 0 scroll buttons$/);
});

/** A demo candidate with careers-site applications (they sit above the tabs). */
async function candidateWithApplications(request: APIRequestContext): Promise<string> {
  const rows = await listCandidates(request, 'sources=GL_WEBSITE&size=100');
  for (const row of rows) {
    const answer = await request.get(`/api/candidates/${row.externalId}/careers-applications?page=1&size=5`);
    if (((await answer.json()) as { totalElements: number }).totalElements > 0) return row.externalId;
  }
  throw new Error('the demo data has no candidate with a careers-site application');
}
