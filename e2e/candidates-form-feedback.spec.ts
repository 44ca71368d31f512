import { expect, test, type Page } from '@playwright/test';
import { findLockedCandidate, listCandidates } from './support/candidate-api.js';
import { fillCandidateForm, pickOption, type NewCandidate } from './support/candidate-form.js';
import { DEMO } from './support/demo.js';
import { shot } from './support/screenshot.js';
import { RUN_DIGITS as stamp, RUN_LETTERS as tag } from './support/unique.js';
import { signIn } from './support/session.js';
import { settled } from './support/settled.js';

const candidate = (email: string): NewCandidate => ({
  firstName: 'Noor',
  lastName: `Haddad${tag}`,
  email,
  phone: `+49 30 5555 ${stamp.slice(-4)}`,
  country: 'Germany',
  city: 'Hamburg',
  years: '3-5',
  qualification: 'Bachelor Degree',
  source: 'Direct Search',
});

/** Every toast on screen (notistack's message element). */
const toasts = (page: Page) => page.locator('#notistack-snackbar');

/**
 * Starts recording every toast that appears from now on: a toast that shows and hides again before
 * the check is still caught.
 */
async function watchToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = { count: 0 };
    Object.assign(window, { toastsSeen: seen });
    new MutationObserver(() => {
      if (document.querySelector('#notistack-snackbar')) seen.count++;
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/**
 * No toast appeared since watchToasts: the save's answer is handled (the inline message is shown) and
 * the page is still, so a toast from that answer would have been rendered by now.
 */
async function expectNoToast(page: Page): Promise<void> {
  await settled(page);
  const seen = await page.evaluate(
    () => (window as unknown as { toastsSeen: { count: number } }).toastsSeen.count,
  );
  expect(seen).toBe(0);
  expect(await toasts(page).count()).toBe(0);
}

test('[CAND-FORM-08] the country comes before the telephone number, and a country change says what it cleared', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter, '/internal/candidates/new');
  const country = page.getByRole('combobox', { name: 'Country' });
  const phone = page.getByLabel('Telephone number');
  // Country first: choosing it cannot silently empty a number typed before it.
  const countryFirst = await country.evaluate(
    (box, other) => Boolean(other && box.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING),
    await phone.elementHandle(),
  );
  expect(countryFirst).toBe(true);

  await pickOption(page, 'Country', 'Germany');
  await phone.fill('+49 30 1234 5678');
  await pickOption(page, 'Country', 'France');
  await expect(phone).toHaveValue('');
  await expect(
    page.getByText('The country changed, so these fields were cleared: Telephone number'),
  ).toBeVisible();
  await shot(page, 'candidate-form-country-reset');
});

test('[CAND-VAL-27] a resume the server refuses shows one message: under the resume field, no toast', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter, '/internal/candidates/new');
  await fillCandidateForm(page, candidate(`noor.${stamp}@example.test`));
  // A .pdf name passes the browser's check; the bytes are not a PDF, which only the server sees.
  await page.locator('input[type=file]').setInputFiles({
    name: 'not-really.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('plain text'),
  });
  await watchToasts(page);
  await page.getByRole('button', { name: 'Create candidate' }).click();
  await expect(page.getByText("The file's content does not match its type")).toBeVisible();
  await expect(page.locator('input[type=file]')).toHaveAttribute('aria-invalid', 'true');
  await expectNoToast(page);
  expect(await page.getByText('Something went wrong').count()).toBe(0);
  await shot(page, 'candidate-form-resume-refused');
});

test('[CAND-FORM-19] a duplicate e-mail shows one message: under the e-mail field, no toast', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter, null);
  const [existing] = await listCandidates(page.request, 'size=5');
  if (!existing) throw new Error('the demo data has no candidates');
  await page.goto('/internal/candidates/new');
  await fillCandidateForm(page, candidate(existing.email));
  await watchToasts(page);
  await page.getByRole('button', { name: 'Create candidate' }).click();
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expectNoToast(page);
  expect(await page.getByText('Email already exists').count()).toBe(1);
  await expect(email).toBeFocused();
});

test('[CAND-STATUS-28] a locked candidate opens for edit read-only, with the reason', async ({ page }) => {
  await signIn(page, DEMO.recruiter, null);
  const locked = await findLockedCandidate(page.request);
  await page.goto(`/internal/candidates/${locked.externalId}/edit`);
  await expect(page.getByText(locked.reason)).toBeVisible();
  for (const label of ['First name', 'Last name', 'Email', 'Telephone number', 'Comments']) {
    await expect(page.getByRole('textbox', { name: label })).toBeDisabled();
  }
  await expect(page.getByRole('combobox', { name: 'Country' })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Years of experience' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await shot(page, 'candidate-form-locked');
});
