import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import { DEMO_VACANCY } from './support/demo-vacancy.js';
import { resumePdf } from './support/files.js';
import { shot } from './support/screenshot.js';
import { signIn } from './support/session.js';
import { waitForMail } from './support/smtp-inbox.js';
import { RUN_LETTERS } from './support/unique.js';

const PHONE = { width: 390, height: 844 };

/** A candidate who applied on the careers site (so accepts campaign e-mail), found by their unique name. */
async function applicant(
  request: APIRequestContext,
  lastName: string,
): Promise<{ fullName: string; email: string }> {
  const list = await request.get(`/api/vacancies?size=5&search=${DEMO_VACANCY.gloVacancyId}`);
  const [vacancy] = ((await list.json()) as { content: { externalId: string }[] }).content;
  if (!vacancy) throw new Error('the demo vacancy is missing');
  const email = `eve.${lastName.toLowerCase()}@example.test`;
  const applied = await request.post(`/api/public/vacancies/${vacancy.externalId}/applications`, {
    multipart: {
      application: JSON.stringify({
        firstName: 'Eve',
        lastName,
        email,
        phone: `0151 ${Date.now().toString().slice(-8)}`,
        country: 'Germany',
        city: 'Hamburg',
        yearsOfExperience: 'THREE_TO_FIVE',
        educationalQualification: "Master's Degree",
      }),
      resume: resumePdf(`Eve ${lastName}`),
    },
  });
  expect(applied.status(), await applied.text()).toBe(202);
  return { fullName: `Eve ${lastName}`, email };
}

/** A survey template with one question of each type, the first three mandatory. */
async function surveyTemplate(request: APIRequestContext, title: string): Promise<string> {
  const created = await request.post('/api/engagement/survey-templates', {
    data: {
      title,
      description: 'Two minutes, six questions. Thank you!',
      questions: [
        { text: 'Are you open to relocation?', type: 'BOOLEAN', mandatory: true, orderNo: 1 },
        { text: 'Years of experience with Java', type: 'NUMBER', mandatory: true, orderNo: 2 },
        {
          text: 'Preferred office',
          type: 'SELECT',
          mandatory: true,
          orderNo: 3,
          surveyOptions: [{ value: 'Pune' }, { value: 'Berlin' }],
        },
        {
          text: 'Work model',
          type: 'SINGLE_CHOICE',
          mandatory: false,
          orderNo: 4,
          surveyOptions: [{ value: 'Remote' }, { value: 'Hybrid' }],
        },
        { text: 'Earliest start date', type: 'DATE', mandatory: false, orderNo: 5 },
        {
          text: 'Languages you speak',
          type: 'MULTIPLE_CHOICE',
          mandatory: false,
          orderNo: 6,
          surveyOptions: [{ value: 'English' }, { value: 'German' }, { value: 'Hindi' }],
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { externalId: string }).externalId;
}

/** A campaign to that one candidate with the survey, starting now (the engine opens it and sends). */
async function scheduleSurveyCampaign(
  request: APIRequestContext,
  name: string,
  fullName: string,
  surveyId: string,
) {
  const created = await request.post('/api/campaigns', {
    data: { name, audienceExternalId: 'CUSTOM', candidateFilters: { names: [fullName] } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { externalId } = (await created.json()) as { externalId: string };
  const content = await request.put(`/api/campaigns/${externalId}/content`, {
    data: {
      subject: 'Two minutes for {{candidate.firstName}}?',
      body: '<p>Hello {{candidate.firstName}},</p><p>Tell us what you are looking for: {{survey.link}}</p>',
      surveyTemplateExternalId: surveyId,
      startTime: new Date().toISOString(),
      endTime: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
  });
  expect(content.status(), await content.text()).toBe(200);
  const scheduled = await request.post(`/api/campaigns/${externalId}/schedule`);
  expect(scheduled.status(), await scheduled.text()).toBe(200);
}

/** The path of a link of the e-mail's text part (the server's origin is the test server's). */
function linkPath(text: string, prefix: '/s/' | '/u/'): string {
  const match = new RegExp(`https?://[^\\s/]+(${prefix}[A-Za-z0-9_-]{43})`).exec(text);
  if (!match?.[1]) throw new Error(`no ${prefix} link in the e-mail`);
  return match[1];
}

async function answerEverything(page: Page) {
  await page
    .getByRole('radiogroup', { name: /Are you open to relocation/ })
    .getByLabel('Yes')
    .check();
  await page.getByRole('textbox', { name: /Years of experience with Java/ }).fill('7');
  await page.getByRole('combobox', { name: /Preferred office/ }).click();
  await page.getByRole('option', { name: 'Berlin' }).click();
  await page
    .getByRole('radiogroup', { name: /Work model/ })
    .getByLabel('Hybrid')
    .check();
  await page.getByLabel(/Earliest start date/).fill('2026-09-01');
  const languages = page.getByRole('group', { name: /Languages you speak/ });
  await languages.getByLabel('English').check();
  await languages.getByLabel('German').check();
}

test('[CAMP-48] a candidate opens the survey link of the campaign e-mail on a phone, answers every question type, sees thanks (also on a second visit), and unsubscribes from the e-mail’s link', async ({
  page,
}) => {
  const lastName = `Survey${RUN_LETTERS}`;
  await signIn(page, DEMO.admin);
  const candidate = await applicant(page.request, lastName);
  const surveyTitle = `What are you looking for ${RUN_LETTERS}`;
  const surveyId = await surveyTemplate(page.request, surveyTitle);
  await scheduleSurveyCampaign(page.request, `Survey round ${RUN_LETTERS}`, candidate.fullName, surveyId);

  // The engine opens the campaign at its start and sends; the e-mail arrives at the SMTP server.
  const mail = await waitForMail(candidate.email, 'Two minutes for Eve?');
  const header = (name: string) => mail.headerLines.find((h) => h.key === name)?.line ?? '';
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(header('list-unsubscribe')).toContain('/api/public/unsubscribe/');
  const text = mail.text ?? '';
  const surveyPath = linkPath(text, '/s/');
  const unsubscribePath = linkPath(text, '/u/');

  // The candidate: no session, a phone.
  await page.request.get('/api/auth/logout');
  await page.setViewportSize(PHONE);
  await page.goto(surveyPath);
  await expect(page.getByRole('heading', { level: 1, name: surveyTitle })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'campaign-survey-form-390');

  // Sending with nothing answered: the three mandatory questions say so.
  await page.getByRole('button', { name: 'Send answers' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '3 answers need your attention.' })).toBeFocused();
  await expect(page.getByText('This field is required')).toHaveCount(3);
  await page.getByRole('textbox', { name: /Years of experience with Java/ }).fill('-');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'campaign-survey-errors-390');

  await answerEverything(page);
  await expect(page.getByText('This field is required')).toHaveCount(0);
  await shot(page, 'campaign-survey-answered-390');
  await page.getByRole('button', { name: 'Send answers' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you, your answers were received');
  await expect(page.getByRole('status')).toBeFocused();
  await shot(page, 'campaign-survey-thanks-390');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);

  // A second visit: thanks again, no form.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you, your answers were received' }),
  ).toBeVisible();
  await expect(page.getByText('You have answered this survey already. Thank you!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send answers' })).toHaveCount(0);

  // The e-mail's visible unsubscribe link: confirm, done; the link opened again says so.
  await page.goto(unsubscribePath);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unsubscribe from campaign e-mails' }),
  ).toBeVisible();
  await expect(page.getByText(/Stop campaign e-mails to e\*\*\*.+@example\.test\?/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'campaign-unsubscribe-390');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toContainText('You are unsubscribed');
  await shot(page, 'campaign-unsubscribe-done-390');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'You are already unsubscribed' })).toBeVisible();

  // A link that leads nowhere.
  await page.goto(`/s/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
  await shot(page, 'campaign-survey-not-found-390');
});
