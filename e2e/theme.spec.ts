import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { campaignId } from './support/campaigns.js';
import { DEMO } from './support/demo.js';
import { shotAtWidths } from './support/screenshot.js';
import { openAccountMenu, signIn } from './support/session.js';

const DARK_CANVAS = 'rgb(15, 21, 34)';
const LIGHT_CANVAS = 'rgb(244, 246, 250)';

/** The page's canvas and the body's colour as the user sees them now. */
const colours = (page: Page) =>
  page.evaluate(() => ({
    canvas: getComputedStyle(document.body).backgroundColor,
    scheme: document.documentElement.getAttribute('data-color-scheme'),
  }));

test('the dark scheme follows the system from the first paint: the canvas is dark before the app draws anything', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  // The moment the app first puts something on the page, the canvas it sits on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { firstPaintCanvas: seen });
    new MutationObserver((_changes, observer) => {
      const root = document.getElementById('root');
      if (!root?.firstChild) return;
      seen.push(getComputedStyle(document.documentElement).backgroundColor);
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { firstPaintCanvas: string[] }).firstPaintCanvas),
  ).toEqual([DARK_CANVAS]);
  expect(await colours(page)).toEqual({ canvas: DARK_CANVAS, scheme: 'dark' });
  await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute('content', 'light dark');
});

test('the avatar menu switches the theme (System / Light / Dark) and the choice is remembered', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await colours(page)).toEqual({ canvas: LIGHT_CANVAS, scheme: 'light' });

  await openAccountMenu(page);
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
  await menu.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(menu.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  await expect.poll(() => colours(page)).toEqual({ canvas: DARK_CANVAS, scheme: 'dark' });
  await page.keyboard.press('Escape');

  // Remembered: the system still says light.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await colours(page)).toEqual({ canvas: DARK_CANVAS, scheme: 'dark' });

  await openAccountMenu(page);
  await page.getByRole('menu').getByRole('menuitemradio', { name: 'Light' }).click();
  await expect.poll(() => colours(page)).toEqual({ canvas: LIGHT_CANVAS, scheme: 'light' });
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await colours(page)).toEqual({ canvas: LIGHT_CANVAS, scheme: 'light' });
  await page.getByRole('menu').getByRole('menuitemradio', { name: 'System' }).click();
  await expect.poll(() => colours(page)).toEqual({ canvas: DARK_CANVAS, scheme: 'dark' });
  await page.keyboard.press('Escape');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => colours(page)).toEqual({ canvas: LIGHT_CANVAS, scheme: 'light' });
});

/** Every main page (ADMIN sees them all): its name for the screenshots, its path and its heading. */
const MAIN_PAGES: [string, string, RegExp | string][] = [
  ['dashboard', '/internal/dashboard', 'Dashboard'],
  ['candidate-list', '/internal/candidates', 'Candidates'],
  ['vacancy-list', '/internal/vacancies', 'Vacancies'],
  ['vendor-list', '/internal/vendors', 'Vendors'],
  ['user-list', '/internal/users', 'Users'],
  ['campaign-list', '/internal/engagement/campaigns', /Campaigns/],
  ['audience-list', '/internal/engagement/audiences', /Audiences/],
  ['email-template-list', '/internal/engagement/email-templates', /E-mail templates/],
  ['survey-template-list', '/internal/engagement/survey-templates', /Survey templates/],
  ['reports', '/internal/reports', /Engagement|Reports/],
  ['settings', '/internal/settings/locations', /Locations|Settings/],
];
/** The journeys check each of these pages in the light scheme; the walk checks it in the dark one. */
const dark = { scheme: 'dark' } as const;

// One test per page: each has its own time, and a failure names the page.
for (const [name, path, heading] of MAIN_PAGES) {
  test(`the ${name} page passes axe in the dark scheme, with screenshots at 1440 and 390 px`, async ({
    page,
  }) => {
    await signIn(page, DEMO.admin, path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, dark);
    await shotAtWidths(page, `theme-${name}`);
  });
}

test('a candidate page passes axe in the dark scheme, with screenshots at 1440 and 390 px', async ({
  page,
}) => {
  await signIn(page, DEMO.admin, '/internal/candidates');
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('tablist')).toBeVisible();
  await expectNoSeriousA11yViolations(page, dark);
  await shotAtWidths(page, 'theme-candidate-details');
});

test('a campaign page passes axe in the dark scheme, with screenshots at 1440 and 390 px', async ({
  page,
}) => {
  // The demo's open campaign (a draft would open its wizard, which has no statistics).
  await signIn(page, DEMO.admin, null);
  await page.goto(`/internal/engagement/campaigns/${await campaignId(page, 'Winter availability check')}`);
  await expect(page.getByRole('region', { name: 'Statistics' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, dark);
  await shotAtWidths(page, 'theme-campaign-details');
});

test('the anonymous pages pass axe in the dark scheme: sign-in, forgot password, careers index', async ({
  page,
}) => {
  for (const [path, heading] of [
    ['/auth/login', /Talent Desk/],
    ['/forgot-password', /password/i],
    ['/jobs', /./],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, dark);
  }
});
