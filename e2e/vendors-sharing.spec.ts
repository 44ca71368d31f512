import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import { DEMO_VACANCY } from './support/demo-vacancy.js';
import { shotAtWidths } from './support/screenshot.js';
import { signIn } from './support/session.js';
import { settled } from './support/settled.js';
import { RUN_DIGITS } from './support/unique.js';
import { toast } from './support/vendors.js';

/** A vendor of its own for this file, created through the API with the page's session. */
async function createVendor(page: Page, name: string): Promise<string> {
  const response = await page.request.post('/api/vendors', {
    data: { name, tier: 'Tier 3', country: 'Poland', primaryContactEmail: 'office@vistula.example' },
  });
  expect(response.status()).toBe(201);
  const { externalId } = (await response.json()) as { externalId: string };
  return `/internal/vendors/${externalId}`;
}

async function pickVacancy(page: Page, search: string): Promise<void> {
  const box = page
    .getByRole('dialog', { name: 'Share vacancies' })
    .getByRole('combobox', { name: /Vacancies/ });
  await box.fill(search);
  await page.getByRole('option', { name: new RegExp(search) }).click();
}

test('[VEND-02][VEND-07][VEND-08][VEND-09][VEND-13][VEND-17][VAC-19][VAC-20][VAC-21][VAC-22][VAC-24][VAC-25] a TAG shares vacancies from the vendor page, then stops sharing one from #vacancies', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter, null);
  const path = await createVendor(page, `Vistula Talent ${RUN_DIGITS}`);
  await page.goto(path);
  await expect(page.getByRole('tab', { name: 'Vacancies' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No vacancies shared yet')).toBeVisible();

  await page.getByRole('button', { name: 'Share vacancies' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share vacancies' });
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog.getByText('vacancy required')).toBeVisible();
  const shareCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/vacancies/share')) shareCalls.push(request.postData() ?? '');
  });
  await pickVacancy(page, DEMO_VACANCY.gloVacancyId);
  await pickVacancy(page, 'GLO-V-1002');
  await page.keyboard.press('Escape');
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'vendors-share-dialog');
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(toast(page, 'vacancies shared successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  // VAC-21: one call naming both vacancies and this vendor.
  expect(shareCalls).toHaveLength(1);
  const body = JSON.parse(shareCalls[0] ?? '{}') as {
    vacancyExternalIds: string[];
    vendorExternalIds: string[];
  };
  expect(body.vacancyExternalIds).toHaveLength(2);
  expect(body.vendorExternalIds).toEqual([path.split('/').pop()]);

  const grid = page.getByRole('table', { name: 'Vacancies shared with the vendor' });
  await expect(grid.getByRole('row')).toHaveCount(3); // the header and two vacancies
  for (const header of [
    'Title',
    'GLO-R id',
    'Status',
    'Business group',
    'Project',
    'Candidates',
    'New',
    'Created',
  ]) {
    await expect(grid.getByRole('columnheader', { name: header })).toBeVisible();
  }
  const titles = await grid.getByRole('link').allTextContents();
  expect(titles).toEqual([...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'vendors-details-vacancies');

  await grid.getByRole('button', { name: `Stop sharing ${DEMO_VACANCY.title}` }).click();
  const confirm = page.getByRole('dialog', { name: `Stop sharing ${DEMO_VACANCY.title}?` });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // VAC-25: the DELETE names the vacancy and the vendor.
  const stop = page.waitForRequest(
    (r) => r.method() === 'DELETE' && /\/api\/vacancies\/[^/]+\/vendors\//.test(r.url()),
  );
  await confirm.getByRole('button', { name: 'Stop sharing' }).click();
  expect((await stop).url()).toMatch(new RegExp(`/vendors/${path.split('/').pop()}$`));
  await expect(toast(page, `${DEMO_VACANCY.title} is no longer shared`)).toBeVisible();
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(grid.getByRole('link', { name: DEMO_VACANCY.title })).toHaveCount(0);

  // On a phone the rows are cards, and Stop sharing stays within reach.
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'Vacancies shared with the vendor' });
  await expect(cards.getByRole('button', { name: /^Stop sharing / })).toBeInViewport();
  await shotAtWidths(page, 'vendors-details-vacancies-after-stop');
});

test('[VEND-02][VEND-13] the #users tab lists the vendor’s users, each linking to its user page, and offers New vendor user', async ({
  page,
}) => {
  await signIn(page, DEMO.admin, '/internal/vendors?search=Acme');
  await page.getByRole('table', { name: 'Vendors' }).getByRole('link', { name: 'Acme Staffing' }).click();
  await page.getByRole('tab', { name: /Users/ }).click();
  await expect(page).toHaveURL(/#users$/);
  const users = page.getByRole('list', { name: 'Users of the vendor' });
  const megan = users.getByRole('link', { name: 'Megan Carter' });
  await expect(megan).toHaveAttribute('href', /^\/internal\/users\/[0-9a-f-]{36}$/);
  await expect(users.getByRole('link', { name: DEMO.acme.email })).toHaveAttribute(
    'href',
    `mailto:${DEMO.acme.email}`,
  );
  const newUser = page.getByRole('tabpanel').getByRole('link', { name: 'New vendor user' });
  await expect(newUser).toHaveAttribute('href', /\/internal\/vendors\/[0-9a-f-]{36}\/users\/new$/);
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'vendors-details-users');
  // The hash is the tab: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('tab', { name: /Users/ })).toHaveAttribute('aria-selected', 'true');
});
