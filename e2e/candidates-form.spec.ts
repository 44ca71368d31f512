import { expect, test } from '@playwright/test';
import { fillCandidateForm, submitCreate } from './support/candidate-form.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import { waitForPdfViewer } from './support/pdf-viewer.js';
import { shot, shotAtWidths } from './support/screenshot.js';
import { RUN_DIGITS as stamp, RUN_LETTERS as tag } from './support/unique.js';
import { signIn } from './support/session.js';

test.describe.configure({ mode: 'serial' });

test('[CAND-FORM-01][CAND-FORM-15][CAND-FORM-17][NAV-06][NAV-07] a recruiter creates a USA candidate with a resume; the new page opens at its top', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter);
  // The main navigation's entry (the dashboard's blocks also link to filtered candidate lists).
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Candidates' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  await page.getByRole('link', { name: 'New Candidate' }).click();
  await expect(page).toHaveURL(/\/internal\/candidates\/new$/);
  await shot(page, 'candidate-form-empty');
  await expectNoSeriousA11yViolations(page);

  // Submitting the empty form shows the schema's messages under the fields.
  await page.getByRole('button', { name: 'Create candidate' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await shot(page, 'candidate-form-errors');

  await fillCandidateForm(page, {
    firstName: 'Avery',
    lastName: `Quinn${tag}`,
    email: `avery.quinn.${stamp}@example.test`,
    phone: `+1 512 555 ${stamp.slice(-4)}`,
    country: 'USA',
    state: 'Texas',
    city: 'Austin',
    years: '3-5',
    qualification: 'Bachelor Degree',
    source: 'Direct Search',
  });
  await shot(page, 'candidate-form-filled');
  await shotAtWidths(page, 'candidate-form-filled');
  // The user is at the bottom of the long form when they create; the new page opens at its top.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await submitCreate(page);
  await expect(page.getByText('Candidate created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Avery Quinn${tag}` })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await shot(page, 'candidate-details-profile');

  // CAND-DETAIL-01: the resume tab by hash shows the inline preview of the PDF.
  await page.goto(`${page.url().split('#')[0]}#resume`);
  await expect(page.getByTitle(/Preview of/)).toBeVisible();
  await waitForPdfViewer(page);
  await shot(page, 'candidate-details-resume');
});

test('[CAND-FORM-05][CAND-LIST-01] a vendor creates an India candidate with expected rate and notice period', async ({
  page,
}) => {
  await signIn(page, DEMO.acme, '/internal/candidates/new');
  // A VENDOR never chooses the source: it is always VENDOR with its own vendor.
  await expect(page.getByRole('combobox', { name: 'Source' })).toHaveCount(0);
  await fillCandidateForm(page, {
    firstName: 'Priya',
    lastName: `Raman${tag}`,
    email: `priya.raman.${stamp}@example.test`,
    phone: `+91 98765 ${stamp.slice(-5)}`,
    country: 'India',
    city: 'Pune',
    years: '0.6-1',
    qualification: "Master's Degree",
    expectedRate: '45',
    noticePeriod: '4 weeks',
  });
  await shot(page, 'candidate-form-vendor-india');
  await submitCreate(page);
  await expect(page.getByText('Candidate created successfully')).toBeVisible();
  await expect(page.getByText('Acme Staffing').first()).toBeVisible();

  // The vendor's list shows its own candidates only.
  await page.goto('/internal/candidates');
  await expect(page.getByRole('row').filter({ hasText: `Priya Raman${tag}` })).toHaveCount(1);
  await shot(page, 'candidate-list-vendor');
});

test('[CAND-FORM-16][CAND-FORM-18][NAV-08] editing a candidate saves and shows the edited toast', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter, `/internal/candidates?names=${encodeURIComponent(`Avery Quinn${tag}`)}`);
  await page.getByRole('link', { name: `Avery Quinn${tag}` }).click();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  // CAND-FORM-03: no resume upload on edit.
  await expect(page.locator('input[type=file]')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Comments' }).fill('Strong platform background; prefers remote.');
  await shot(page, 'candidate-form-edit');
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'candidate-form-edit');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Candidate updated successfully')).toBeVisible();
  await expect(page.getByText('Strong platform background; prefers remote.')).toBeVisible();
});
