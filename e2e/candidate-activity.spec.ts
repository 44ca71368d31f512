import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { listCandidates } from './support/candidate-api.js';
import { DEMO } from './support/demo.js';
import { shotAtWidths } from './support/screenshot.js';
import { signIn, switchUser } from './support/session.js';
import { waitForMail } from './support/smtp-inbox.js';

/** An Acme candidate past Pending on a vacancy Acme sees: its timeline has a pipeline step both may read. */
async function acmeShortlistedCandidate(page: Page): Promise<{ externalId: string; fullName: string }> {
  await signIn(page, DEMO.acme, null);
  const [row] = await listCandidates(page.request, 'statuses=SHORTLISTED&size=5');
  if (!row) throw new Error('the demo data has no shortlisted Acme candidate');
  return row;
}

const timeline = (page: Page) => page.getByRole('list', { name: 'Activity of this candidate' });

test('a recruiter mentions the admin in a note on the Activity tab: the admin gets the e-mail, the timeline shows the note and the pipeline; the Acme vendor sees the pipeline but not the internal note', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const candidate = await acmeShortlistedCandidate(page);
  await switchUser(page, DEMO.recruiter);
  await page.goto(`/internal/candidates/${candidate.externalId}#activity`);
  await expect(page.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');

  // A pipeline step is in the timeline already (the demo's history).
  await expect(
    timeline(page)
      .getByText(/^Status on .+: .+ → Shortlisted$/)
      .first(),
  ).toBeVisible();

  const text = `Strong Kafka background ${Date.now()}`;
  const box = page.getByRole('combobox', { name: 'New note' });
  await box.fill(`${text}, please review @`);
  await box.pressSequentially('Olivia');
  // The demo ADMIN (apps/api/src/seed/demo/demo-users.ts).
  const option = page
    .getByRole('listbox', { name: 'People you can mention' })
    .getByRole('option', { name: /Olivia Bennett/ });
  await option.click();
  // The box shows the name; the saved note carries the token (the e-mail below proves the mention).
  await expect(box).toHaveValue(`${text}, please review @Olivia Bennett `);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added')).toBeVisible();

  const entry = timeline(page).getByRole('listitem').filter({ hasText: text });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Note');
  const mail = await waitForMail(DEMO.admin.email, /mentioned you in a note on/);
  expect(mail.text).toContain(candidate.fullName);
  await expect(entry).toContainText('@Olivia Bennett');

  // The timeline narrows to one kind.
  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Pipeline' }).click();
  await expect(timeline(page).getByText(text)).toHaveCount(0);
  await expect(timeline(page).getByRole('listitem').first()).toContainText('Status on');
  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'All' }).click();
  await shotAtWidths(page, 'candidate-activity');
  await expectNoSeriousA11yViolations(page);

  await switchUser(page, DEMO.acme);
  await page.goto(`/internal/candidates/${candidate.externalId}#activity`);
  await expect(
    timeline(page)
      .getByText(/^Status on .+: .+ → Shortlisted$/)
      .first(),
  ).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
  // A vendor is not told which recruiter moved the candidate.
  await expect(timeline(page)).not.toContainText('Olivia Bennett');
  await shotAtWidths(page, 'candidate-activity-vendor');
  await expectNoSeriousA11yViolations(page);
});
