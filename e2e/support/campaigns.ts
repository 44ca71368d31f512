import { expect, type Page } from '@playwright/test';

const two = (n: number) => String(n).padStart(2, '0');

/** A moment `days` from now at hh:mm local time (the browser and the picker use the local zone). */
export function daysFromNow(days: number, hours = 9, minutes = 0): Date {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hours, minutes, 0, 0);
  return date;
}

/** Types a moment into an MUI date-time field (DD-MM-YYYY HH:mm), section by section as a user does. */
export async function fillDateTime(page: Page, label: RegExp, when: Date): Promise<void> {
  const field = page.getByRole('group', { name: label });
  await field.getByRole('spinbutton').first().click();
  const typed = `${two(when.getDate())}${two(when.getMonth() + 1)}${when.getFullYear()}${two(when.getHours())}${two(when.getMinutes())}`;
  await page.keyboard.type(typed);
  await expect(field).toContainText(
    `${two(when.getDate())}-${two(when.getMonth() + 1)}-${when.getFullYear()}`,
  );
}

/** Picks an option of a search select (audience, vacancy, template) by typing part of its name. */
export async function choose(page: Page, label: string | RegExp, typed: string, option: string | RegExp) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** Opens the detail page's floating options menu and picks an action. */
export async function campaignAction(page: Page, action: string): Promise<void> {
  await page.getByRole('button', { name: 'Campaign options' }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/**
 * A SCHEDULED campaign made through the API by the signed-in user of `page` (its session cookie): step 1
 * with a custom audience (USA), step 2 with an e-mail and dates ahead, then Schedule. Returns its id.
 */
export async function scheduledCampaign(page: Page, name: string): Promise<string> {
  const created = await page.request.post('/api/campaigns', {
    data: { name, audienceExternalId: 'CUSTOM', candidateFilters: { countries: ['USA'] } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { externalId } = (await created.json()) as { externalId: string };
  const content = await page.request.put(`/api/campaigns/${externalId}/content`, {
    data: {
      subject: 'A role for you, {{candidate.firstName}}',
      body: '<p>Hello {{candidate.firstName}}, we have a role that suits you.</p>',
      startTime: daysFromNow(3).toISOString(),
      endTime: daysFromNow(10).toISOString(),
    },
  });
  expect(content.status(), await content.text()).toBe(200);
  const scheduled = await page.request.post(`/api/campaigns/${externalId}/schedule`);
  expect(scheduled.status(), await scheduled.text()).toBe(200);
  return externalId;
}

/** A campaign's id by its exact name, read through the API as the signed-in user. */
export async function campaignId(page: Page, name: string): Promise<string> {
  const response = await page.request.get(`/api/campaigns?scope=all&search=${encodeURIComponent(name)}`);
  expect(response.status()).toBe(200);
  const { content } = (await response.json()) as { content: { externalId: string; name: string }[] };
  const found = content.find((row) => row.name === name);
  if (!found) throw new Error(`no campaign ${name}`);
  return found.externalId;
}
