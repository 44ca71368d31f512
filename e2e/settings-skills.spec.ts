import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import { resumePdf } from './support/files.js';
import { shotAtWidths } from './support/screenshot.js';
import { signIn } from './support/session.js';
import { RUN_LETTERS } from './support/unique.js';
import { toast } from './support/vendors.js';

const suffix = RUN_LETTERS.slice(-4);
const CREATED = `Kotlin Multiplatform ${suffix}`;
const RENAMED = `Kotlin Multiplatform Mobile ${suffix}`;
const SOURCE = `KMM ${suffix}`;

type SkillRow = { externalId: string; name: string; candidateCount: number };

/** The skill of this exact name (the settings API; the page's session). */
async function skillNamed(request: APIRequestContext, name: string): Promise<SkillRow | undefined> {
  const response = await request.get(`/api/settings/skills?size=5&search=${encodeURIComponent(name)}`);
  const { content } = (await response.json()) as { content: SkillRow[] };
  return content.find((row) => row.name === name);
}

/** A candidate with this one skill, created through the API as the signed-in ADMIN. */
async function candidateWithSkill(request: APIRequestContext, skillExternalId: string) {
  const lastName = `Merge${suffix}`;
  const created = await request.post('/api/candidates', {
    multipart: {
      candidate: JSON.stringify({
        firstName: 'Lena',
        lastName,
        email: `lena.${lastName.toLowerCase()}@example.test`,
        phone: null,
        country: 'Germany',
        city: 'Berlin',
        yearsOfExperience: 'THREE_TO_FIVE',
        educationalQualification: "Master's Degree",
        languageExternalIds: [],
        skillsExternalIds: [skillExternalId],
        source: 'DIRECT_SEARCH',
      }),
      resume: resumePdf(`Lena ${lastName}`),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { externalId: string };
}

test('[SET-01][SET-03] skill-management: an ADMIN creates a skill, renames it, and merges another into it; the candidate then shows the kept skill', async ({
  page,
}) => {
  test.setTimeout(300_000); // create, rename, merge, two axe runs and four screenshots
  await signIn(page, DEMO.admin, '/internal/settings/locations');
  await page
    .getByRole('navigation', { name: 'Settings pages' })
    .getByRole('link', { name: 'Skills' })
    .click();
  await expect(page).toHaveURL(/\/internal\/settings\/skill-management(\?.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Skills' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Candidates' })).toBeVisible();
  // The demo candidates use the seeded skills: some rows count them.
  await expect(
    page
      .getByRole('table')
      .getByText(/^[1-9]\d*$/)
      .first(),
  ).toBeVisible();
  await shotAtWidths(page, 'settings-skills');
  await expectNoSeriousA11yViolations(page);

  // Create, then a taken name in another case is refused under the field.
  await page.getByRole('link', { name: 'New skill' }).click();
  await expect(page).toHaveURL(/\/skill-management\/new$/);
  await page.getByLabel(/^Name/).fill(CREATED);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, `${CREATED} created`)).toBeVisible();
  await page.goto('/internal/settings/skill-management/new');
  await page.getByLabel(/^Name/).fill(CREATED.toLowerCase());
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('A skill with this name already exists')).toBeVisible();

  // Rename on its edit page.
  await page.goto(`/internal/settings/skill-management?search=${encodeURIComponent(CREATED)}`);
  await page.getByRole('table').getByRole('link', { name: CREATED, exact: true }).click();
  await expect(page).toHaveURL(/\/skill-management\/[0-9a-f-]+\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: `Edit skill ${CREATED}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Merge into…' })).toBeVisible();
  await shotAtWidths(page, 'settings-skills-edit');
  await page.getByLabel(/^Name/).fill(RENAMED);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `${RENAMED} saved`)).toBeVisible();

  // A second skill, used by one candidate, is merged into the renamed one from its list row.
  await page.goto('/internal/settings/skill-management/new');
  await page.getByLabel(/^Name/).fill(SOURCE);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, `${SOURCE} created`)).toBeVisible();
  const source = await skillNamed(page.request, SOURCE);
  if (!source) throw new Error(`${SOURCE} was not created`);
  const candidate = await candidateWithSkill(page.request, source.externalId);

  await page.goto(`/internal/settings/skill-management?search=${encodeURIComponent(SOURCE)}`);
  await page.getByRole('button', { name: `Merge ${SOURCE} into another skill` }).click();
  const dialog = page.getByRole('dialog', { name: `Merge ${SOURCE} into another skill` });
  await dialog.getByRole('combobox', { name: /Skill to keep/ }).fill(RENAMED.slice(0, 20));
  await page.getByRole('option', { name: RENAMED, exact: true }).click();
  await expect(
    dialog.getByText(`1 candidate and 0 vacancies move from ${SOURCE} to ${RENAMED}`, { exact: false }),
  ).toBeVisible();
  await shotAtWidths(page, 'settings-skills-merge');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(toast(page, `${SOURCE} merged into ${RENAMED}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The source is gone from the list and the options; the candidate shows the kept skill.
  expect(await skillNamed(page.request, SOURCE)).toBeUndefined();
  expect((await skillNamed(page.request, RENAMED))?.candidateCount).toBe(1);
  const options = await page.request.get(
    `/api/options/skills?search_value=${encodeURIComponent(`KMM ${suffix}`)}`,
  );
  expect(((await options.json()) as { content: unknown[] }).content).toEqual([]);
  await page.goto(`/internal/candidates/${candidate.externalId}`);
  await expect(page.getByText(RENAMED, { exact: true })).toBeVisible();
  await expect(page.getByText(SOURCE, { exact: true })).toHaveCount(0);
});
