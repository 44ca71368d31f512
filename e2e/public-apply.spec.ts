import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import { resumePdf } from './support/files.js';
import { shotAtWidths } from './support/screenshot.js';
import { signIn } from './support/session.js';
import { RUN_LETTERS } from './support/unique.js';

/** The external id of the first vacancy of a staff list query (read as the recruiter). */
async function vacancyId(browser: Browser, query: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, DEMO.recruiter);
  const response = await page.request.get(`/api/vacancies?size=5&${query}`);
  const [first] = ((await response.json()) as { content: { externalId: string }[] }).content;
  await context.close();
  if (!first) throw new Error(`no vacancy for ${query}`);
  return first.externalId;
}

async function fillApplication(page: Page, lastName: string) {
  await page.getByRole('textbox', { name: 'First name' }).fill('Marta');
  await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(`marta.${lastName.toLowerCase()}@example.test`);
  await page.getByLabel('Country').fill('Germany');
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await page.getByRole('textbox', { name: 'City' }).fill('Hamburg');
  await page.getByLabel('Years of experience').click();
  await page.getByRole('option', { name: '3-5' }).click();
  await page.getByLabel('Education').click();
  await page.getByRole('option', { name: "Master's Degree" }).click();
}

test('anyone applies to a published vacancy with a resume; the recruiter sees the applicant Pending on it', async ({
  browser,
  page,
}) => {
  const id = await vacancyId(browser, 'search=GLO-V-1001');
  await page.goto(`/jobs/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Senior Platform Engineer' })).toBeVisible();
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Please attach your resume')).toBeVisible();
  const lastName = `Apply${RUN_LETTERS}`;
  await fillApplication(page, lastName);
  await page.locator('input[type=file]').setInputFiles(resumePdf('marta-cv.pdf'));
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'public-apply-form');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('status')).toHaveText('Thank you, your application was received');
  await shotAtWidths(page, 'public-apply-done');

  await signIn(page, DEMO.recruiter);
  await page.goto(`/internal/candidates?names=${encodeURIComponent(`Marta ${lastName}`)}`);
  await page
    .getByRole('grid')
    .getByRole('link', { name: `Marta ${lastName}` })
    .click();
  await expect(page.getByText('GL Website')).toBeVisible();
  await page.getByRole('tab', { name: /Vacancies/ }).click();
  const row = page.getByRole('tabpanel');
  await expect(row.getByText('Senior Platform Engineer')).toBeVisible();
  await expect(row.getByText('Pending')).toBeVisible();
});

test("an unpublished vacancy's link shows that it is not open, on a phone too", async ({ browser, page }) => {
  const id = await vacancyId(browser, 'published=false&statuses=OPEN');
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/jobs/${id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This vacancy is not open for applications' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/jobs/not-a-vacancy');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This vacancy is not open for applications' }),
  ).toBeVisible();
});
