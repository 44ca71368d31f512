import { stat } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import { resumePdf } from './support/files.js';
import { shotAtWidths } from './support/screenshot.js';
import { signIn } from './support/session.js';
import { RUN_LETTERS } from './support/unique.js';
import { toast } from './support/vendors.js';

type Created = { externalId: string; fullName: string };

/** A candidate of this test's own, with a resume, so that no other spec's data changes. */
async function createCandidate(request: APIRequestContext, lastName: string): Promise<Created> {
  const created = await request.post('/api/candidates', {
    multipart: {
      candidate: JSON.stringify({
        firstName: 'Petra',
        lastName,
        email: `petra.${lastName.toLowerCase()}@example.test`,
        phone: null,
        country: 'Germany',
        city: 'Leipzig',
        yearsOfExperience: 'THREE_TO_FIVE',
        educationalQualification: "Master's Degree",
        source: 'DIRECT_SEARCH',
      }),
      resume: resumePdf(`Petra ${lastName}`),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Created;
}

test('an ADMIN downloads a candidate’s personal data, then anonymises the candidate by typing the name: the name is gone from the page and the list', async ({
  page,
}) => {
  test.setTimeout(180_000); // an axe run and four screenshots
  const lastName = `Anonymise${RUN_LETTERS}`;
  await signIn(page, DEMO.admin, null);
  const candidate = await createCandidate(page.request, lastName);
  await page.goto(`/internal/candidates/${candidate.externalId}`);
  await expect(page.getByRole('heading', { level: 1, name: candidate.fullName })).toBeVisible();

  // The personal data: a zip the browser downloads.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Download personal data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  expect((await stat(await download.path())).size).toBeGreaterThan(0);
  await expect(toast(page, `Export downloaded: ${download.suggestedFilename()}`)).toBeVisible();

  // Anonymise: the dialog says what happens; the button waits for the name.
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Anonymise…' }).click();
  const dialog = page.getByRole('dialog', { name: `Anonymise ${candidate.fullName}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('This cannot be undone.');
  const confirm = dialog.getByRole('button', { name: 'Anonymise' });
  await expect(confirm).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  const name = dialog.getByRole('textbox', { name: 'Full name' });
  await name.fill(`  ${candidate.fullName.toUpperCase()} `);
  await expect(confirm).toBeEnabled();
  await shotAtWidths(page, 'candidate-anonymise-dialog');
  await confirm.click();

  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Candidate anonymised')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Anonymised #\d+$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Anonymised on' })).toHaveText(
    /^Anonymised on \d{2}-\d{2}-\d{4}: personal data was removed\.$/,
  );
  await expect(page.locator('main')).not.toContainText(lastName, { ignoreCase: true });
  await expect(page.getByRole('link', { name: 'Download resume' })).toHaveCount(0);
  // Anonymised once is enough: the menu keeps only the download.
  await page.getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Download personal data']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  // No tooltip in the pictures: the pointer away, and the focus Escape gave back to the menu button.
  await page.mouse.move(0, 0);
  await page.getByRole('button', { name: 'More actions' }).blur();
  await shotAtWidths(page, 'candidate-anonymised');

  // The list finds nobody by the old name.
  await page.goto(`/internal/candidates?search=${encodeURIComponent(lastName)}`);
  await expect(page.getByText('No candidates match your search and filters')).toBeVisible();
});
