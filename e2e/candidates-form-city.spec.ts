import { expect, test } from '@playwright/test';
import { DEMO } from './support/demo.js';
import { pickOption } from './support/candidate-form.js';
import { shotAtWidths } from './support/screenshot.js';
import { signIn } from './support/session.js';

test('a typed US city that is not picked from the list stays, says so and blocks saving until one is picked', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter, '/internal/candidates/new');
  await pickOption(page, 'Country', 'USA');
  await pickOption(page, 'State', 'Texas');
  const city = page.getByRole('combobox', { name: 'City' });
  await city.click();
  await city.fill('Gotham Heights');
  await city.press('Tab');
  // Kept on screen with a field error, not silently dropped.
  await expect(city).toHaveValue('Gotham Heights');
  await expect(page.getByText('Pick a city from the list')).toBeVisible();
  await expect(city).toHaveAttribute('aria-invalid', 'true');
  await shotAtWidths(page, 'candidate-form-unpicked-city');

  await page.getByRole('button', { name: 'Create candidate' }).click();
  await expect(page).toHaveURL(/\/internal\/candidates\/new$/);
  await expect(page.getByText('Pick a city from the list')).toBeVisible();

  await pickOption(page, 'City', 'Austin');
  await expect(city).toHaveValue('Austin');
  await expect(page.getByText('Pick a city from the list')).toHaveCount(0);
});
