import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import { DEMO_VACANCY } from './support/demo-vacancy.js';
import { resumePdf } from './support/files.js';
import { shotAtWidths } from './support/screenshot.js';
import { signIn } from './support/session.js';
import { RUN_DIGITS, RUN_LETTERS } from './support/unique.js';
import { toast } from './support/vendors.js';

type Candidate = {
  externalId: string;
  fullName: string;
  email: string;
  phone: string | null;
  city: string;
  candidateStatuses: unknown[];
  resume: { fileName: string } | null;
};

/** The demo's published OPEN vacancy, read as the signed-in recruiter. */
async function publishedVacancy(request: APIRequestContext): Promise<{ externalId: string; title: string }> {
  const list = await request.get(`/api/vacancies?size=5&search=${DEMO_VACANCY.gloVacancyId}`);
  const [first] = ((await list.json()) as { content: { externalId: string; title: string }[] }).content;
  if (!first) throw new Error('the demo vacancy is missing');
  return first;
}

/** A candidate the recruiter entered: in Berlin, no phone, not on any vacancy. */
async function knownCandidate(request: APIRequestContext, lastName: string): Promise<Candidate> {
  const created = await request.post('/api/candidates', {
    multipart: {
      candidate: JSON.stringify({
        firstName: 'Karla',
        lastName,
        email: `karla.${lastName.toLowerCase()}@example.test`,
        phone: null,
        country: 'Germany',
        city: 'Berlin',
        yearsOfExperience: 'THREE_TO_FIVE',
        educationalQualification: "Master's Degree",
        source: 'DIRECT_SEARCH',
      }),
      resume: resumePdf(`Karla ${lastName}`),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Candidate;
}

const readCandidate = async (request: APIRequestContext, id: string) =>
  (await (await request.get(`/api/candidates/${id}`)).json()) as Candidate;

/** The careers-site form, filled as the stranger does: the candidate's e-mail, another phone and city. */
async function applyAs(page: Page, email: string, phone: string, lastName: string) {
  await page.getByRole('textbox', { name: 'First name' }).fill('Karla');
  await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('combobox', { name: 'Country' }).fill('Germany');
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await page.getByRole('textbox', { name: 'Telephone' }).fill(phone);
  await page.getByRole('textbox', { name: 'City' }).fill('Hamburg');
  await page.getByRole('combobox', { name: 'Years of experience' }).click();
  await page.getByRole('option', { name: '3-5' }).click();
  await page.getByRole('combobox', { name: 'Education' }).click();
  await page.getByRole('option', { name: "Master's Degree" }).click();
  await page.locator('input[type=file]').setInputFiles(resumePdf(`Karla ${lastName} new`));
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you, your application was received');
}

test('[issue 20] a known candidate applies on the careers site: the profile stays as it was; the recruiter sees the application, takes the new phone over with the keyboard and attaches the candidate', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000); // two axe runs and four screenshots
  const lastName = `Careers${RUN_LETTERS}`;
  await signIn(page, DEMO.recruiter, null);
  const vacancy = await publishedVacancy(page.request);
  const known = await knownCandidate(page.request, lastName);

  // The stranger: no session, the public link, the known e-mail in another case.
  const visitor = await browser.newContext();
  const careers = await visitor.newPage();
  await careers.goto(`/jobs/${vacancy.externalId}`);
  await applyAs(careers, known.email.toUpperCase(), `0151 7${RUN_DIGITS}1`, lastName);
  await visitor.close();

  // Nothing of the candidate changed.
  const untouched = await readCandidate(page.request, known.externalId);
  expect(untouched).toMatchObject({ phone: null, city: 'Berlin', candidateStatuses: [] });
  expect(untouched.resume?.fileName).toBe(resumePdf(`Karla ${lastName}`).name);

  // The recruiter: the application beside the profile.
  await page.goto(`/internal/candidates/${known.externalId}`);
  const section = page.getByRole('region', { name: 'Careers-site applications (1)' });
  await expect(section).toBeVisible();
  const card = section.getByRole('article', { name: `Application to ${vacancy.title}` });
  await expect(card.getByText('Not on the vacancy')).toBeVisible();
  const phoneRow = card.getByRole('listitem').filter({ hasText: 'Telephone' });
  await expect(phoneRow).toContainText(`Application: +491517${RUN_DIGITS}1`);
  await expect(phoneRow).toContainText('Profile: —');
  const locationRow = card.getByRole('listitem').filter({ hasText: 'Location' });
  await expect(locationRow.getByText('Application: Hamburg, Germany')).toBeVisible();
  await expect(locationRow.getByText('Profile: Berlin, Germany')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'careers-applications-candidate');

  // The keyboard: the button names the field it takes over.
  const usePhone = card.getByRole('button', { name: 'Use the application’s Telephone' });
  await usePhone.focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'The value was taken over')).toBeVisible();
  await expect(usePhone).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Use the application’s Location' })).toBeVisible();
  expect(await readCandidate(page.request, known.externalId)).toMatchObject({
    phone: `+491517${RUN_DIGITS}1`,
    city: 'Berlin',
  });

  await card.getByRole('button', { name: `Attach ${known.fullName} to ${vacancy.title}` }).click();
  await expect(toast(page, 'Candidate attached to the vacancy successfully')).toBeVisible();
  await expect(card.getByText('On the vacancy')).toBeVisible();
  await page.getByRole('tab', { name: /Vacancies/ }).click();
  await expect(page.getByRole('tabpanel').getByText(vacancy.title)).toBeVisible();

  // The vacancy's #candidates tab lists the application with a link to the candidate.
  await page.goto(`/internal/vacancies/${vacancy.externalId}#candidates`);
  const panel = page.getByRole('list', { name: 'Careers-site applications' });
  const entry = panel.getByRole('listitem').filter({ hasText: known.fullName });
  await expect(entry.getByRole('link', { name: known.fullName })).toHaveAttribute(
    'href',
    `/internal/candidates/${known.externalId}`,
  );
  await expect(entry.getByText('On the vacancy')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'careers-applications-vacancy');
});
