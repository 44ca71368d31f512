import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO } from './support/demo.js';
import { DEMO_VACANCY } from './support/demo-vacancy.js';
import { SCREEN_WIDTHS } from './support/screenshot.js';
import { signIn } from './support/session.js';

/** Where the page's sticky or fixed top bar ends (the signed-in shell's); 0 on a page without one. */
function topBarBottom(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(
      0,
      ...[...document.querySelectorAll('header')]
        .filter((bar) => ['sticky', 'fixed'].includes(getComputedStyle(bar).position))
        .map((bar) => bar.getBoundingClientRect().bottom),
    ),
  );
}

/**
 * The failed submit left `field` focused and shown: its whole field (label to message) starts below the
 * sticky top bar and inside the window.
 */
async function expectFocusedInView(page: Page, field: Locator): Promise<void> {
  await expect(field).toBeFocused();
  const barBottom = await topBarBottom(page);
  const box = await field.evaluate((input) => {
    const rect = (input.closest('.MuiFormControl-root') ?? input).getBoundingClientRect();
    return { top: rect.top, bottom: rect.bottom, height: window.innerHeight };
  });
  expect(box.top, 'the field starts below the top bar').toBeGreaterThanOrEqual(barBottom);
  expect(box.bottom, 'the field ends inside the window').toBeLessThanOrEqual(box.height);
}

for (const width of SCREEN_WIDTHS) {
  test(`a failed submit of the vendor's new-candidate form focuses its first invalid field below the top bar (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, DEMO.acme, '/internal/candidates/new');
    // The first name is left out, and the page is scrolled so that it sits under the sticky top bar:
    // still "in the window" for the browser's own focus scrolling, yet hidden.
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByLabel('Email').fill('okafor@example.test');
    const firstName = page.getByLabel('First name');
    await firstName.evaluate((input) => window.scrollBy(0, input.getBoundingClientRect().top - 12));
    // The sticky footer keeps the submit button in view.
    await page.getByRole('button', { name: 'Create candidate' }).click();
    await expectFocusedInView(page, firstName);
  });

  test(`a failed careers application focuses its first invalid field in view (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, DEMO.recruiter, null);
    const list = await page.request.get(`/api/vacancies?size=5&search=${DEMO_VACANCY.gloVacancyId}`);
    const [vacancy] = ((await list.json()) as { content: { externalId: string }[] }).content;
    await page.context().clearCookies();
    await page.goto(`/jobs/${vacancy?.externalId}`);
    await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Okafor');
    await page.getByRole('textbox', { name: 'Email' }).fill('ada.okafor@example.test');
    // The USA adds the state field before the city: both are left out, and the state, shown later
    // than the city, is still the first in the page's order.
    await page.getByRole('combobox', { name: 'Country' }).fill('USA');
    await page.getByRole('option', { name: 'USA', exact: true }).click();
    const submit = page.getByRole('button', { name: 'Send application' });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    await expectFocusedInView(page, page.getByRole('textbox', { name: 'State' }));
  });
}
