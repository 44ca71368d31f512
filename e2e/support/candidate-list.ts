import { expect, type Page } from '@playwright/test';
import { DEMO_VACANCY } from './demo-vacancy.js';

/** Opens the list filtered to one candidate name (filters live in the URL) and selects its row. */
export async function selectCandidateInList(page: Page, fullName: string): Promise<void> {
  await page.goto(`/internal/candidates?names=${encodeURIComponent(fullName)}`);
  const row = page.getByRole('row').filter({ hasText: fullName });
  await expect(row).toHaveCount(1);
  await row.getByRole('checkbox').check();
}

/** Attaches the selected candidates to the demo vacancy through the bulk action. */
export async function attachSelectedToDemoVacancy(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Attach to vacancies' }).click();
  const dialog = page.getByRole('dialog', { name: 'Attach to vacancies' });
  const box = dialog.getByRole('combobox', { name: 'Vacancies' });
  await box.click();
  await box.fill(DEMO_VACANCY.title);
  await page.getByRole('option').filter({ hasText: DEMO_VACANCY.gloVacancyId }).click();
  // A multi-select keeps its list open after a pick; leaving the field closes it.
  await box.press('Tab');
  await expect(page.getByRole('listbox')).toBeHidden();
  await dialog.getByRole('button', { name: 'Attach' }).click();
  await expect(dialog).toBeHidden();
}
