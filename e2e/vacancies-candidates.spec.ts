import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { fillCandidateForm, submitCreate } from './support/candidate-form.js';
import { DEMO } from './support/demo.js';
import { DEMO_VACANCY } from './support/demo-vacancy.js';
import { shot, shotAtWidths } from './support/screenshot.js';
import { signIn, switchUser } from './support/session.js';
import { settled } from './support/settled.js';
import { RUN_DIGITS as stamp, RUN_LETTERS as tag } from './support/unique.js';

test.describe.configure({ mode: 'serial' });

const candidate = { first: 'Noor', last: `Pipeline${tag}` };
const fullName = `${candidate.first} ${candidate.last}`;

/** The demo vacancy's details on its #candidates tab. */
async function openCandidatesTab(page: Page): Promise<void> {
  await page.goto(`/internal/vacancies?search=${DEMO_VACANCY.gloVacancyId}`);
  await page.getByRole('table').getByRole('link', { name: DEMO_VACANCY.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: DEMO_VACANCY.title })).toBeVisible();
  await page.getByRole('tab', { name: /Candidates/ }).click();
  await expect(page).toHaveURL(/#candidates$/);
}

const pipeline = (page: Page) => page.getByRole('list', { name: `Candidates of ${DEMO_VACANCY.title}` });
const rowOf = (page: Page, name: string) =>
  pipeline(page).getByTestId('candidate-row').filter({ hasText: name });

test('[VAC-02][RESP-28][RESP-29] a recruiter attaches a new candidate from the vacancy’s #candidates tab', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter, '/internal/candidates/new');
  await fillCandidateForm(page, {
    firstName: candidate.first,
    lastName: candidate.last,
    email: `noor.${stamp}@example.test`,
    phone: `+44 20 7947 ${stamp.slice(-4)}`, // 7946 is the pipeline spec's: the phone is unique
    country: 'United Kingdom',
    city: 'Leeds',
    years: '5-10',
    qualification: 'Bachelor Degree',
    source: 'Direct Search',
  });
  await submitCreate(page);

  await openCandidatesTab(page);
  await expect(pipeline(page).getByTestId('candidate-row').first()).toBeVisible();
  await page.getByRole('button', { name: 'Attach candidates' }).click();
  const dialog = page.getByRole('dialog', { name: 'Attach candidates' });
  await dialog.getByRole('combobox', { name: /Candidates/ }).fill(candidate.last);
  await page.getByRole('option', { name: new RegExp(fullName) }).click();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'vacancy-candidates-attach');
  await dialog.getByRole('button', { name: /^Attach/ }).click();
  await expect(page.getByText('Candidate attached to the vacancy successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Newest attachments first: the new one heads the list, Pending, and links to the candidate.
  await expect(pipeline(page).getByTestId('candidate-row').first()).toContainText(fullName);
  await expect(rowOf(page, fullName).getByText('Pending', { exact: true })).toBeVisible();
  await expect(rowOf(page, fullName).getByRole('link', { name: fullName })).toHaveAttribute(
    'href',
    /\/internal\/candidates\/[0-9a-f-]{36}$/,
  );
});

test('[VAC-02][CAND-STATUS-02][CAND-STATUS-05] the row menu of the #candidates tab changes the status', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter);
  await openCandidatesTab(page);
  await page.getByRole('button', { name: `Actions for ${fullName}` }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Shortlist', 'Reject']);
  await page.getByRole('menuitem', { name: 'Shortlist' }).click();
  await expect(page.getByText('Status changed to Shortlisted')).toBeVisible();
  await expect(rowOf(page, fullName).getByText('Shortlisted', { exact: true })).toBeVisible();

  // Only the shortlisted ones, by the status filter; the candidate's page says the same.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Shortlisted' }).click();
  await page.keyboard.press('Escape');
  await expect(rowOf(page, fullName)).toBeVisible();
  // The unfiltered rows stay until the filtered answer replaces them (another spec's applicant may be
  // Pending on this vacancy meanwhile): every row says Shortlisted once it has.
  const rows = pipeline(page).getByTestId('candidate-row');
  await expect
    .poll(async () => (await rows.allTextContents()).filter((row) => !row.includes('Shortlisted')))
    .toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'vacancy-candidates');

  await rowOf(page, fullName).getByRole('link', { name: fullName }).click();
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  await page.getByRole('tab', { name: /Vacancies/ }).click();
  await expect(page.getByRole('tabpanel').getByText('Shortlisted', { exact: true })).toBeVisible();
});

test('[VAC-02][CAND-DETAIL-04] a VENDOR sees only its own candidates on the tab, with no menu, GLO-R marks or Attach', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter);
  await switchUser(page, DEMO.acme);
  await openCandidatesTab(page);
  await expect(page.getByRole('tab', { name: /Vendors/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Attach candidates' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /GLO-R/ })).toHaveCount(0);
  await expect(rowOf(page, fullName)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'vacancy-candidates-vendor');
});
