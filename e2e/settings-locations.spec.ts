import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import { shotAtWidths } from './support/screenshot.js';
import { openAccountMenu, signIn, switchUser } from './support/session.js';
import { RUN_LETTERS } from './support/unique.js';
import { toast } from './support/vendors.js';

const LOCATIONS = /\/internal\/settings\/locations(\?.*)?$/;
const suffix = RUN_LETTERS.slice(-4);

/** A row of the grid (desktop) by its name link. */
const rowLink = (page: Page, name: string) =>
  page.getByRole('table').getByRole('link', { name, exact: true });

async function search(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`));
}

test('[SET-01][SET-02] Settings opens on Locations (countries, US states, cities) for an ADMIN; a TAG is sent to the dashboard', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO.admin);
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(LOCATIONS);
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Settings pages' });
  await expect(nav.getByRole('link', { name: 'Locations', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const lists = page.getByRole('navigation', { name: 'Location lists' });
  await expect(lists.getByRole('link', { name: 'Countries' })).toHaveAttribute('aria-current', 'page');
  await expect(rowLink(page, 'Afghanistan')).toBeVisible();
  await shotAtWidths(page, 'settings-locations-countries');
  await expectNoSeriousA11yViolations(page);

  await lists.getByRole('link', { name: 'Cities' }).click();
  await expect(page).toHaveURL(/\/locations\/cities(\?.*)?$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Cities' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await shotAtWidths(page, 'settings-locations-cities');
  await expectNoSeriousA11yViolations(page);

  await switchUser(page, DEMO.recruiter);
  await page.goto('/internal/settings/locations');
  await expect(page).toHaveURL(/\/internal\/dashboard$/);
  await page.goto('/internal/settings/cities/new');
  await expect(page).toHaveURL(/\/internal\/dashboard$/);
});

test('[SET-03][SET-04] cities/new: an ADMIN creates a city in its state, finds it, renames it, then deletes it', async ({
  page,
}) => {
  const city = `Springvale ${suffix}`;
  test.setTimeout(150_000);
  await signIn(page, DEMO.admin, '/internal/settings/locations/cities');
  await page.getByRole('link', { name: 'New city' }).click();
  await expect(page).toHaveURL(/\/internal\/settings\/cities\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New city' })).toBeVisible();

  // The shared schema speaks first: a one-letter name.
  await page.getByLabel(/^Name/).fill('S');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Name must be 2 to 120 characters')).toBeVisible();
  await shotAtWidths(page, 'settings-city-new');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('combobox', { name: 'State' }).fill('Oreg');
  await page.getByRole('option', { name: 'Oregon' }).click();
  await page.getByLabel(/^Name/).fill(city);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, `${city} created`)).toBeVisible();
  await expect(page).toHaveURL(/\/internal\/settings\/locations\/cities(\?.*)?$/);

  await search(page, 'Search city or state', city);
  await expect(rowLink(page, city)).toBeVisible();
  await expect(page.getByRole('table').getByText('Oregon')).toBeVisible();

  // Creating it twice: the server's 409 lands under the name.
  await page.goto('/internal/settings/cities/new');
  await page.getByRole('combobox', { name: 'State' }).fill('Oreg');
  await page.getByRole('option', { name: 'Oregon' }).click();
  await page.getByLabel(/^Name/).fill(city);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('A city with this name already exists')).toBeVisible();

  await page.goto(`/internal/settings/locations/cities?search=${encodeURIComponent(city)}`);
  await rowLink(page, city).click();
  await expect(page).toHaveURL(/\/internal\/settings\/cities\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: `Edit city ${city}` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('Oregon');
  await shotAtWidths(page, 'settings-city-edit');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel(/^Name/).fill(`${city} Heights`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `${city} Heights saved`)).toBeVisible();

  await search(page, 'Search city or state', `${city} Heights`);
  await page.getByRole('button', { name: `Delete ${city} Heights` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `${city} Heights deleted`)).toBeVisible();
  await expect(page.getByText('Nothing matches this search')).toBeVisible();
});

test('[SET-04] an ADMIN creates and edits a country and a US state; a country with special rules cannot be deleted (the 409 says why)', async ({
  page,
}) => {
  const country = `Freedonia ${suffix}`;
  test.setTimeout(150_000);
  await signIn(page, DEMO.admin, '/internal/settings/locations');
  await page.getByRole('link', { name: 'New country' }).click();
  await expect(page).toHaveURL(/\/internal\/settings\/countries\/new$/);
  await page.getByLabel(/^Name/).fill(country);
  await page.getByLabel(/^Code/).fill('q1');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Code must be two letters')).toBeVisible();
  await page.getByLabel(/^Code/).fill('qf');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, `${country} created`)).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/locations(\?.*)?$/);

  await search(page, 'Search name or code', country);
  await expect(page.getByRole('table').getByText('QF', { exact: true })).toBeVisible();
  await rowLink(page, country).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit country ${country}` })).toBeVisible();
  await shotAtWidths(page, 'settings-country-edit');
  await page.getByLabel(/^Name/).fill(`${country} Republic`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `${country} Republic saved`)).toBeVisible();
  await search(page, 'Search name or code', `${country} Republic`);
  await page.getByRole('button', { name: `Delete ${country} Republic` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `${country} Republic deleted`)).toBeVisible();

  await search(page, 'Search name or code', 'India');
  await page.getByRole('button', { name: 'Delete India' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, "'India' has special behaviour in the app and cannot be changed")).toBeVisible();

  await page.goto('/internal/settings/locations/states');
  await page.getByRole('link', { name: 'New state' }).click();
  await expect(page).toHaveURL(/\/internal\/settings\/states\/new$/);
  await page.getByLabel(/^Name/).fill(`Lakeshore ${suffix}`);
  await page.getByLabel(/^Code/).fill('qs');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, `Lakeshore ${suffix} created`)).toBeVisible();
  await expect(page).toHaveURL(/\/locations\/states(\?.*)?$/);
  await search(page, 'Search name or code', `Lakeshore ${suffix}`);
  await rowLink(page, `Lakeshore ${suffix}`).click();
  await page.getByLabel(/^Code/).fill('qt');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `Lakeshore ${suffix} saved`)).toBeVisible();
  await search(page, 'Search name or code', `Lakeshore ${suffix}`);
  await expect(page.getByRole('table').getByText('QT', { exact: true })).toBeVisible();
});
