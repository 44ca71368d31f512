import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import { DEMO_VACANCY } from './support/demo-vacancy.js';
import { resumePdf } from './support/files.js';
import { shotAtWidths } from './support/screenshot.js';
import { signIn } from './support/session.js';
import { RUN_LETTERS } from './support/unique.js';

type VacancyRef = { externalId: string; title: string; publicUrl: string };

/** The first vacancy of a staff list query and its public link, read as the recruiter. */
async function staffVacancy(browser: Browser, query: string): Promise<VacancyRef> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO.recruiter);
  const list = await page.request.get(`/api/vacancies?size=5&${query}`);
  const [first] = ((await list.json()) as { content: { externalId: string }[] }).content;
  if (!first) throw new Error(`no vacancy for ${query}`);
  const details = await page.request.get(`/api/vacancies/${first.externalId}`);
  const vacancy = (await details.json()) as VacancyRef;
  await context.close();
  return vacancy;
}

/** The path of a vacancy's public link (Copy link copies the whole URL; the test server's origin differs). */
const pathOf = (vacancy: VacancyRef) => new URL(vacancy.publicUrl).pathname;

async function fillApplication(page: Page, lastName: string) {
  await page.getByRole('textbox', { name: 'First name' }).fill('Marta');
  await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(`Marta.${lastName}@Example.test`);
  await page.getByRole('combobox', { name: 'Country' }).fill('Germany');
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await page.getByRole('textbox', { name: 'Telephone' }).fill(`0151 ${Date.now().toString().slice(-8)}`);
  await page.getByRole('textbox', { name: 'City' }).fill('Hamburg');
  await page.getByRole('combobox', { name: 'Years of experience' }).click();
  await page.getByRole('option', { name: '3-5' }).click();
  await page.getByRole('combobox', { name: 'Education' }).click();
  await page.getByRole('option', { name: "Master's Degree" }).click();
}

test('[ENUM-04][VAC-02] anyone applies through a published OPEN vacancy’s public link with a resume; the recruiter finds the GL Website applicant Pending on that vacancy and on its #candidates tab', async ({
  browser,
  page,
}) => {
  const vacancy = await staffVacancy(browser, `search=${DEMO_VACANCY.gloVacancyId}`);
  expect(pathOf(vacancy)).toBe(`/jobs/${vacancy.externalId}`);

  // The visitor: no session, no app shell.
  await page.goto(pathOf(vacancy));
  await expect(page.getByRole('heading', { level: 1, name: DEMO_VACANCY.title })).toBeVisible();
  await expect(page).toHaveTitle(`${DEMO_VACANCY.title} · Talent Desk careers`);
  await expect(page.getByRole('heading', { name: 'Required skills' })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(
    page.getByText('Allowed file types: pdf, docx, doc, pages, xlsx, odt; at most 10 MB'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Resume is required')).toBeVisible();
  await expect(page.locator('#apply-firstName-helper-text')).toHaveText('This field is required');
  await shotAtWidths(page, 'public-apply-errors');

  const lastName = `Apply${RUN_LETTERS}`;
  await fillApplication(page, lastName);
  await page.locator('input[type=file]').setInputFiles(resumePdf(`Marta ${lastName}`));
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'public-apply-form');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you, your application was received');
  await expect(page.getByRole('status')).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'public-apply-done');

  // The recruiter: the applicant is a GL Website candidate, Pending on the vacancy, with the resume.
  await signIn(page, DEMO.recruiter, `/internal/candidates?names=${encodeURIComponent(`Marta ${lastName}`)}`);
  await page
    .getByRole('table')
    .getByRole('link', { name: `Marta ${lastName}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Marta ${lastName}` })).toBeVisible();
  await expect(page.getByText('GL Website')).toBeVisible();
  await page.getByRole('tab', { name: /Vacancies/ }).click();
  const assignments = page.getByRole('tabpanel');
  await expect(assignments.getByText(DEMO_VACANCY.title)).toBeVisible();
  await expect(assignments.getByText('Pending', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Resume' }).click();
  await expect(page.getByRole('tabpanel').getByText(resumePdf(`Marta ${lastName}`).name)).toBeVisible();

  // [VAC-02] The vacancy's #candidates tab lists the application first (newest attachments first), Pending.
  await page.goto(`/internal/vacancies/${vacancy.externalId}#candidates`);
  const pipeline = page.getByRole('list', { name: `Candidates of ${DEMO_VACANCY.title}` });
  await expect(pipeline.getByTestId('candidate-row').first()).toContainText(`Marta ${lastName}`);
  const application = pipeline.getByTestId('candidate-row').filter({ hasText: `Marta ${lastName}` });
  await expect(application.getByText('Pending', { exact: true })).toBeVisible();
  await expect(application.getByRole('link', { name: `Marta ${lastName}` })).toHaveAttribute(
    'href',
    /\/internal\/candidates\/[0-9a-f-]{36}$/,
  );
  await shotAtWidths(page, 'public-apply-vacancy-candidates');
});

/**
 * The whole form with the keyboard only, in tab order: text fields, the country typed and chosen,
 * the selects by type-ahead, the yes/no questions, the resume button opening the file chooser, then Send.
 */
async function applyByKeyboard(page: Page, lastName: string, resume: Parameters<typeof resumePdf>[0] | null) {
  const keys = page.keyboard;
  await page.getByRole('textbox', { name: 'First name' }).focus();
  await keys.type('Marta');
  await keys.press('Tab');
  await keys.type(lastName);
  await keys.press('Tab');
  await keys.type(`marta.${lastName}@example.test`);
  await keys.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Country' })).toBeFocused();
  await keys.type('Germ');
  await page.getByRole('option', { name: 'Germany', exact: true }).waitFor();
  await keys.press('ArrowDown');
  await keys.press('Enter');
  await keys.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Telephone' })).toBeFocused();
  await keys.type(`0151 ${Date.now().toString().slice(-8)}`);
  await keys.press('Tab');
  await keys.type('Hamburg');
  await keys.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Years of experience' })).toBeFocused();
  await keys.press('Enter');
  await page.getByRole('option', { name: '3-5' }).focus();
  await keys.press('Enter');
  await keys.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Education' })).toBeFocused();
  await keys.press('Enter');
  await page.getByRole('option', { name: "Master's Degree" }).focus();
  await keys.press('Enter');
  // The five optional yes/no questions: one tab stop each (a radio group); the first is answered with
  // the arrow keys, the others left unanswered.
  await keys.press('Tab');
  const firstQuestion = page.getByRole('radiogroup').first();
  await expect(firstQuestion.getByRole('radio', { name: 'Yes' })).toBeFocused();
  await keys.press('ArrowRight');
  await expect(firstQuestion.getByRole('radio', { name: 'No' })).toBeChecked();
  // Tab on past the unanswered questions (Chromium stops on each radio of a group with none chosen) to
  // the resume button.
  const resumeButton = page.locator('button', { hasText: 'Choose resume file' });
  for (let stop = 0; stop < 12; stop++) {
    if (await resumeButton.evaluate((button) => button === document.activeElement)) break;
    await keys.press('Tab');
  }
  await expect(resumeButton).toBeFocused();
  const chooser = page.waitForEvent('filechooser');
  await keys.press('Enter');
  await (
    await chooser
  ).setFiles(
    resume === null
      ? { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') }
      : resumePdf(resume),
  );
  await keys.press('Tab');
  await expect(page.getByRole('button', { name: 'Send application' })).toBeFocused();
  await keys.press('Enter');
}

test('with the keyboard only: a resume whose content is not what its name says is refused under the field; a flood refusal reads clearly', async ({
  browser,
  page,
}) => {
  const vacancy = await staffVacancy(browser, `search=${DEMO_VACANCY.gloVacancyId}`);
  await page.goto(pathOf(vacancy));
  const lastName = `Fake${RUN_LETTERS}`;
  await applyByKeyboard(page, lastName, null);
  await expect(page.getByText("The file's content does not match its type")).toBeVisible();
  await expect(page.locator('button', { hasText: 'Choose another file' })).toBeFocused();

  // The server's 429 (proved by the API tests) as the page shows it: its sentence, the form kept.
  const message = 'Too many applications from your network. Please try again in 7 minutes.';
  await page.route('**/applications', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '420' },
      json: { status: 429, code: 'TOO_MANY_APPLICATIONS', message },
    }),
  );
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(resumePdf(`Marta ${lastName}`));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(message);
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue(lastName);
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'public-apply-throttled');
});

test("an unpublished vacancy's link, and one that leads nowhere, show a plain not-open page, on a phone too", async ({
  browser,
  page,
}) => {
  const unpublished = await staffVacancy(browser, 'published=false&statuses=OPEN');
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(pathOf(unpublished));
  const notOpen = page.getByRole('heading', { level: 1, name: 'This vacancy is not open for applications' });
  await expect(notOpen).toBeVisible();
  await expect(page.getByText(unpublished.title)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send application' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'public-apply-not-open');
  await page.goto('/jobs/not-a-vacancy');
  await expect(notOpen).toBeVisible();
});
