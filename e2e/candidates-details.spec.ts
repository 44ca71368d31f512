import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { listCandidates } from './support/candidate-api.js';
import { DEMO } from './support/demo.js';
import { shotAtWidths } from './support/screenshot.js';
import { signIn } from './support/session.js';
import { settled } from './support/settled.js';

/** A demo candidate with background-check history and vacancy assignments. */
async function openCheckedCandidate(page: Page): Promise<string> {
  const [row] = await listCandidates(
    page.request,
    'countries=USA&backgroundStatuses=BGC_COMPLETE&statuses=PENDING',
  );
  if (!row) throw new Error('the demo data has no USA candidate with a completed background check');
  const path = `/internal/candidates/${row.externalId}`;
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: row.fullName })).toBeVisible();
  return path;
}

test('[CAND-DETAIL-01] every tab of the details page, at 1440 and 390 px, has no serious accessibility violation', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter);
  const path = await openCheckedCandidate(page);
  for (const tab of ['Profile', /Vacancies/, 'Resume', 'History'] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await settled(page);
    const name = (typeof tab === 'string' ? tab : 'vacancies').toLowerCase();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousA11yViolations(page);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await shotAtWidths(page, `candidate-details-${name}`);
  }
  await expect(page).toHaveURL(new RegExp(`${path}#history$`));
});

test('[CAND-DETAIL-01] the history tab says what changed: a background check claims no vacancy', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter);
  const path = await openCheckedCandidate(page);
  await page.goto(`${path}#history`);
  const table = page.getByRole('table', { name: 'History' });
  await expect(table.getByRole('columnheader')).toHaveText(['When', 'Who', 'What', 'Vacancy', 'Change']);
  const check = table.getByRole('row').filter({ hasText: 'Background check' }).first();
  await expect(check.getByRole('cell').nth(2)).toHaveText('Background check');
  await expect(check.getByRole('cell').nth(3)).toHaveText('—');
  const step = table.getByRole('row').filter({ hasText: 'Vacancy status' }).first();
  await expect(step.getByRole('cell').nth(3)).not.toHaveText('—');
});
