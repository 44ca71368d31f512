import { expect, type Page } from '@playwright/test';
import { resumePdf } from './files.js';

export type NewCandidate = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  state?: string;
  city: string;
  years: string;
  qualification: string;
  source?: string;
  expectedRate?: string;
  noticePeriod?: string;
};

/** Picks an option of an autocomplete (country, state, city) by typing and choosing it. */
export async function pickOption(page: Page, label: string, value: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(value);
  await page.getByRole('option', { name: value, exact: true }).click();
}

/** Chooses a value of a select field (MUI select: a combobox that opens a listbox). */
export async function selectValue(page: Page, label: string, value: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: value, exact: true }).click();
}

/** Fills the create form; the caller submits. */
export async function fillCandidateForm(page: Page, c: NewCandidate): Promise<void> {
  await page.getByLabel('First name').fill(c.firstName);
  await page.getByLabel('Last name').fill(c.lastName);
  await page.getByLabel('Email').fill(c.email);
  await pickOption(page, 'Country', c.country);
  if (c.state) await pickOption(page, 'State', c.state);
  if (c.state) await pickOption(page, 'City', c.city);
  else await page.getByLabel('City').fill(c.city);
  // The phone is cleared by a country change (CAND-FORM-08), so it comes after the country.
  await page.getByLabel('Telephone number').fill(c.phone);
  await selectValue(page, 'Years of experience', c.years);
  await selectValue(page, 'Educational qualification', c.qualification);
  if (c.source) await selectValue(page, 'Source', c.source);
  if (c.expectedRate) await page.getByLabel('Expected Rate').fill(c.expectedRate);
  if (c.noticePeriod) await selectValue(page, 'Notice Period', c.noticePeriod);
  await page.locator('input[type=file]').setInputFiles(resumePdf(`${c.firstName} ${c.lastName}`));
}

export async function submitCreate(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Create candidate' }).click();
  await expect(page).toHaveURL(/\/internal\/candidates\/[0-9a-f-]{36}(#.*)?$/, { timeout: 20_000 });
}
