import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { campaignId, daysFromNow } from './support/campaigns.js';
import { DEMO } from './support/demo.js';
import { shotAtWidths } from './support/screenshot.js';
import { signIn } from './support/session.js';
import { RUN_LETTERS } from './support/unique.js';
import { toast } from './support/vendors.js';
import { literal } from './support/text-pattern.js';

/**
 * The demo's OPEN campaign with survey answers (apps/api/src/seed/demo/engagement/demo-campaigns.ts) and its survey
 * 'Availability check' (demo-survey-templates.ts): yes/no, a date, a single choice and a select.
 */
const DEMO_CAMPAIGN = 'Winter availability check';
const OPEN_TO_NEW = 'Are you open to new opportunities?';
const NOTICE = 'What is your notice period?';
const START = 'From when could you start?';

const grid = (page: Page) => page.getByRole('grid', { name: 'Respondents' });
/** The names in the grid's first rows, top to bottom (the virtualised grid renders those in view). */
const shownNames = async (page: Page) =>
  grid(page).locator('[role="row"][data-id] [data-field="candidateName"]').allInnerTexts();
/** A column's cells in the rows shown. */
const cellsOf = (page: Page, field: string) =>
  grid(page).locator(`[role="row"][data-id] [data-field="${field}"]`);

async function openRespondents(page: Page, id: string, query = ''): Promise<void> {
  await page.goto(`/internal/engagement/respondents/${id}${query}`);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_CAMPAIGN })).toBeVisible();
}

/** The grid's row of a respondent (by name: the virtualised grid's DOM order is not a row number). */
const rowOf = (page: Page, name: string) => {
  const exact = new RegExp(`^${literal(name)}$`);
  return grid(page)
    .locator('[role="row"][data-id]')
    .filter({ has: page.locator('[data-field="candidateName"]', { hasText: exact }) });
};

async function selectRows(page: Page, names: readonly string[]): Promise<void> {
  for (const [i, name] of names.entries()) {
    await rowOf(page, name).getByRole('checkbox').check();
    // Each pick adds to the selection before the next one.
    await expect(page.getByText(new RegExp(`· ${i + 1} selected$`))).toBeVisible();
  }
}

async function menuItem(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Actions' }).click();
  return page.getByRole('menuitem', { name: new RegExp(name) });
}

async function pickVacancy(dialog: Locator, page: Page, title: string): Promise<void> {
  const box = dialog.getByRole('combobox', { name: 'Vacancies' });
  await box.click();
  await box.fill(title);
  await page.getByRole('option', { name: new RegExp(title) }).click();
  await box.press('Tab');
  await expect(page.getByRole('listbox')).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  await signIn(page, DEMO.recruiter);
});

test('[RESP-01][RESP-02][RESP-03][RESP-04][RESP-05][RESP-11][RESP-12] the respondents of a campaign: its name, a column per question cut to 25 characters, every row at once, sorted on the server', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = await campaignId(page, DEMO_CAMPAIGN);
  // RESP-01: reached from the campaign's page.
  await page.goto(`/internal/engagement/campaigns/${id}`);
  const link = page.getByRole('link', { name: /^Respondents \(\d+\)$/ });
  await expect(link).toBeVisible();
  await shotAtWidths(page, 'respondents-link-on-campaign');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/internal/engagement/respondents/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: DEMO_CAMPAIGN })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Respondents');
  await expect(grid(page)).toBeVisible();
  await expect(page.getByText(/^\d+ respondents?$/)).toBeVisible();

  // RESP-12: the header is cut, the whole question shows on hover.
  const header = grid(page).getByRole('columnheader', { name: `${OPEN_TO_NEW.slice(0, 25)}…` });
  await expect(header).toBeVisible();
  await header.locator('.MuiDataGrid-columnHeaderTitle').hover();
  await expect(page.getByRole('tooltip', { name: OPEN_TO_NEW })).toBeVisible();
  await expect(grid(page).getByRole('columnheader', { name: 'Preferred work model' })).toBeVisible();

  // RESP-11: no footer, no pager. RESP-05: a checkbox per row.
  await expect(page.locator('.MuiDataGrid-footerContainer')).toHaveCount(0);
  await expect(grid(page).locator('[role="row"][data-id]').first().getByRole('checkbox')).toBeVisible();

  // RESP-03: candidate name ascending by default, by the server.
  const first = await shownNames(page);
  expect(first.length).toBeGreaterThan(3);
  const collate = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en');
  expect([...first].sort(collate)).toEqual(first);

  // RESP-04: a header click sorts again on the server (the request carries column and order).
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/respondents?') && r.url().includes('order=desc')),
    grid(page).getByRole('columnheader', { name: 'Candidate' }).click(),
  ]);
  expect(new URL(request.url()).searchParams.get('column')).toBe('candidateName');
  await expect(page).toHaveURL(/order=desc/);
  await expect.poll(async () => (await shownNames(page))[0]).not.toBe(first[0]);
  const descending = await shownNames(page);
  expect([...descending].sort(collate).reverse()).toEqual(descending);

  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'respondents-table');
});

test('[RESP-06][RESP-13][RESP-14][RESP-16][RESP-18][RESP-21][RESP-23] the filter modal: yes/no and a single pick narrow the rows, the badge counts them, an impossible date shows the no-match state', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = await campaignId(page, DEMO_CAMPAIGN);
  await openRespondents(page, id);
  await page.getByRole('button', { name: 'Filters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter respondents' });
  await expect(dialog.getByRole('combobox', { name: 'Respondent name' })).toBeVisible();
  await dialog.getByRole('group', { name: OPEN_TO_NEW }).getByRole('button', { name: 'Yes' }).click();
  await dialog.getByRole('combobox', { name: NOTICE }).click();
  await page.getByRole('option', { name: 'Immediate' }).click();
  await expect(dialog.getByRole('group', { name: START })).toContainText('DD-MM-YYYY');
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'respondents-filters');
  await dialog.getByRole('button', { name: 'Apply' }).click();

  await expect(page.getByRole('button', { name: 'Filters, 2 active' })).toBeVisible();
  await expect(page).toHaveURL(/filter=/);
  const questions = (await (await page.request.get(`/api/campaigns/${id}/survey`)).json()) as {
    surveyDto: { questions: { externalId: string; question: string }[] };
  };
  const field = (text: string) =>
    questions.surveyDto.questions.find((q) => q.question === text)?.externalId ?? '';
  await expect(cellsOf(page, field(OPEN_TO_NEW)).first()).toHaveText('Yes');
  for (const cell of await cellsOf(page, field(OPEN_TO_NEW)).allInnerTexts()) expect(cell).toBe('Yes');
  for (const cell of await cellsOf(page, field(NOTICE)).allInnerTexts()) expect(cell).toBe('Immediate');

  // RESP-18, RESP-21: a start date nobody gave; the date is typed as DD-MM-YYYY.
  await page.getByRole('button', { name: 'Filters, 2 active' }).click();
  const date = dialog.getByRole('group', { name: START });
  await date.getByRole('spinbutton').first().click();
  await page.keyboard.type('31122099');
  await expect(date).toContainText('31-12-2099');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByText(
      'No results match your current filters. Try adjusting your filters to explore more options.',
    ),
  ).toBeVisible();
  await expect(grid(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'respondents-no-match');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(grid(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
});

test('[RESP-15][RESP-17] a NUMBER filter takes digits only and a MULTIPLE_CHOICE filter several options, every one of which a row must have', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The demo's closed campaign asks the 'Skills refresh' survey: a number, a multiple choice, a yes/no.
  const name = 'Java backend roles, autumn round';
  const id = await campaignId(page, name);
  await page.goto(`/internal/engagement/respondents/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(grid(page)).toBeVisible();
  const years = 'How many years have you worked with your main technology?';
  const clouds = 'Which cloud platforms have you used in production?';
  await page.getByRole('button', { name: 'Filters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter respondents' });
  const number = dialog.getByRole('textbox', { name: years });
  await number.pressSequentially('a3.x');
  await expect(number).toHaveValue('3');
  const choices = dialog.getByRole('combobox', { name: clouds });
  await choices.click();
  await page.getByRole('option', { name: 'AWS' }).click();
  await page.getByRole('option', { name: 'Google Cloud' }).click();
  await choices.press('Escape');
  await expect(dialog.getByRole('button', { name: 'AWS' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Filters, 2 active' })).toBeVisible();

  const survey = (await (await page.request.get(`/api/campaigns/${id}/survey`)).json()) as {
    surveyDto: { questions: { externalId: string; question: string }[] };
  };
  const field = (text: string) =>
    survey.surveyDto.questions.find((q) => q.question === text)?.externalId ?? '';
  const rows = grid(page).locator('[role="row"][data-id]');
  if ((await rows.count()) > 0) {
    for (const cell of await cellsOf(page, field(years)).allInnerTexts())
      expect(Number(cell)).toBeGreaterThanOrEqual(3);
    for (const cell of await cellsOf(page, field(clouds)).allInnerTexts()) {
      expect(cell).toContain('AWS');
      expect(cell).toContain('Google Cloud');
    }
  } else {
    await expect(page.getByText(/^No results match your current filters/)).toBeVisible();
  }
});

test('[RESP-07][RESP-26][RESP-27][RESP-28][RESP-29][RESP-30] attach the selected respondents to a vacancy: disabled without a selection, the vacancy required, success then already attached, plural and singular', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const title = `Respondents pick ${RUN_LETTERS}`;
  const vacancy = await page.request.post('/api/vacancies', {
    data: { title, type: 'EXTERNAL', status: 'OPEN', openings: 2 },
  });
  expect(vacancy.status(), await vacancy.text()).toBe(201);
  const id = await campaignId(page, DEMO_CAMPAIGN);
  await openRespondents(page, id);
  await expect(grid(page)).toBeVisible();

  // RESP-07: nothing selected, nothing to attach.
  await expect(await menuItem(page, 'Attach to vacancy')).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  const names = (await shownNames(page)).slice(0, 2);
  await selectRows(page, names);
  await (await menuItem(page, 'Attach to vacancy')).click();
  const dialog = page.getByRole('dialog', { name: 'Attach to vacancies' });
  // RESP-27: a vacancy is required.
  await dialog.getByRole('button', { name: 'Attach' }).click();
  await expect(dialog.getByText('Select at least one vacancy')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'respondents-attach');
  // RESP-26, RESP-28, RESP-29: several vacancies may be picked; here one, for both respondents.
  await pickVacancy(dialog, page, title);
  await dialog.getByRole('button', { name: 'Attach' }).click();
  await expect(toast(page, '2 candidates attached successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // RESP-30: the same again is a 409, plural for two.
  await selectRows(page, names);
  await (await menuItem(page, 'Attach to vacancy')).click();
  await pickVacancy(dialog, page, title);
  await dialog.getByRole('button', { name: 'Attach' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'The candidates are already attached to the selected vacancies',
  );
  for (const name of names) await expect(dialog.getByRole('alert')).toContainText(name);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Singular for one.
  await rowOf(page, names[1] ?? '')
    .getByRole('checkbox')
    .uncheck();
  await expect(page.getByText('1 selected')).toBeVisible();
  await (await menuItem(page, 'Attach to vacancy')).click();
  await pickVacancy(dialog, page, title);
  await dialog.getByRole('button', { name: 'Attach' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    `The candidate is already attached to the selected vacancy: ${names[0] ?? ''}`,
  );
});

test('[RESP-08][RESP-09] Download gives respondents_{campaign name}.xlsx with the filters of the view', async ({
  page,
}) => {
  const id = await campaignId(page, DEMO_CAMPAIGN);
  await openRespondents(page, id, '?column=completedAt&order=desc');
  await expect(grid(page)).toBeVisible();
  const [request, download] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/respondents/download')),
    page.waitForEvent('download'),
    (await menuItem(page, 'Download')).click(),
  ]);
  expect(request.postDataJSON()).toMatchObject({ campaignExternalId: id });
  expect(new URL(request.url()).searchParams.get('column')).toBe('completedAt');
  expect(download.suggestedFilename()).toBe(`respondents_${DEMO_CAMPAIGN}.xlsx`);
  const file = readFileSync(await download.path());
  expect(file.subarray(0, 2).toString('latin1')).toBe('PK'); // an xlsx is a zip
  await expect(toast(page, `Export downloaded: respondents_${DEMO_CAMPAIGN}.xlsx`)).toBeVisible();
});

test('[RESP-19][RESP-20] a campaign that has not started, and one that has but without answers, say so', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // One recipient: a respondent of the demo campaign, by name.
  const demoId = await campaignId(page, DEMO_CAMPAIGN);
  const listing = await page.request.post(`/api/campaigns/${demoId}/respondents`, {
    data: { campaignExternalId: demoId },
  });
  const [someone] = ((await listing.json()) as { content: { candidateName: string }[] }).content;
  const schedule = async (name: string, start: Date) => {
    const created = await page.request.post('/api/campaigns', {
      data: {
        name,
        audienceExternalId: 'CUSTOM',
        candidateFilters: { names: [someone?.candidateName ?? ''] },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { externalId } = (await created.json()) as { externalId: string };
    const content = await page.request.put(`/api/campaigns/${externalId}/content`, {
      data: {
        subject: 'A quick question, {{candidate.firstName}}',
        body: '<p>Hello {{candidate.firstName}}, a minute for our survey? {{survey.link}}</p>',
        startTime: start.toISOString(),
        endTime: daysFromNow(10).toISOString(),
      },
    });
    expect(content.status(), await content.text()).toBe(200);
    const scheduled = await page.request.post(`/api/campaigns/${externalId}/schedule`);
    expect(scheduled.status(), await scheduled.text()).toBe(200);
    return externalId;
  };

  const later = await schedule(`Respondents later ${RUN_LETTERS}`, daysFromNow(3));
  await page.goto(`/internal/engagement/respondents/${later}`);
  await expect(
    page.getByText("The campaign hasn't started yet. Data will appear here once it becomes open"),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'respondents-not-started');

  const now = await schedule(`Respondents now ${RUN_LETTERS}`, new Date(Date.now() - 60_000));
  await page.goto(`/internal/engagement/respondents/${now}`);
  await expect(
    page.getByText('No data available yet. Survey responses will appear here once received.'),
  ).toBeVisible();
  await shotAtWidths(page, 'respondents-no-responses');
});
