import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import { shotAtWidths } from './support/screenshot.js';
import { signIn } from './support/session.js';
import { RUN_DIGITS } from './support/unique.js';
import { toast } from './support/vendors.js';

test.describe.configure({ mode: 'serial' });

const vendorName = `Northstar Staffing ${RUN_DIGITS}`;
let vendorPath = '';

test('[VEND-01][VEND-03][VEND-04][VEND-05] create a vendor: the rules under their fields, 409 under the name, then its header and contact card', async ({
  page,
}) => {
  await signIn(page, DEMO.admin, '/internal/vendors');
  await page.getByRole('link', { name: 'New vendor' }).click();
  await expect(page).toHaveURL(/\/internal\/vendors\/new$/);
  const name = page.getByRole('textbox', { name: 'Name', exact: true });

  // The shared schema speaks in the browser first.
  await page.getByRole('button', { name: 'Create vendor' }).click();
  await expect(page.getByText('Name must be 2 to 128 characters')).toBeVisible();
  await expect(page.locator('#vendor-country-helper-text')).toHaveText('This field is required');
  await name.fill('N');
  await expect(page.getByText('Name must be 2 to 128 characters')).toBeVisible();
  await page.getByLabel('Contact e-mail').fill('not-an-email');
  await page.getByLabel('Contact e-mail').press('Tab');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Country').fill('India');
  await page.getByRole('option', { name: 'India', exact: true }).click();
  await expect(page.locator('#vendor-country-helper-text')).toHaveCount(0);
  await page.getByLabel('Contact telephone').fill('91 98765');
  await page.getByLabel('Contact telephone').press('Tab');
  await page.getByRole('button', { name: 'Create vendor' }).click();
  await expect(page.getByText('A telephone number starting with 91 must have 12 digits.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'vendors-form-errors');

  // A name taken in another case: the server's 409 under the name.
  await name.fill('ACME staffing');
  await page.getByLabel('Contact name').fill('Kavya Iyer');
  await page.getByLabel('Contact e-mail').fill('kavya.iyer@northstar.example');
  await page.getByLabel('Contact telephone').fill('98765 43210');
  await page.getByRole('button', { name: 'Create vendor' }).click();
  await expect(page.getByText('Vendor name already exists')).toBeVisible();
  await name.fill(vendorName);
  await page.getByLabel('Tier').click();
  await page.getByRole('option', { name: 'Tier 1' }).click();
  // The menu fades out: axe must not read its half-transparent options.
  await expect(page.getByRole('listbox')).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'vendors-form');
  await page.getByRole('button', { name: 'Create vendor' }).click();

  await expect(toast(page, 'Vendor created')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: vendorName })).toBeVisible();
  vendorPath = new URL(page.url()).pathname;
  await expect(page.getByText('Tier 1 · India')).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  // The date in the one format (FMT-01, FMT-02); how long ago in its title (FMT-05).
  const updated = page.getByText(/^Updated \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
  await expect(updated).toBeVisible();
  await expect(updated).toHaveAttribute('title', 'less than 1 minute ago');
  const contact = page.getByRole('region', { name: 'Primary contact' });
  await expect(contact.getByText('Kavya Iyer')).toBeVisible();
  await expect(contact.getByRole('link', { name: 'kavya.iyer@northstar.example' })).toHaveAttribute(
    'href',
    'mailto:kavya.iyer@northstar.example',
  );
  await expect(contact.getByRole('link', { name: '+919876543210' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'vendors-details-new');
});

test('[VEND-16][VEND-04] a TAG edits the vendor: a success toast, and without a phone the card shows none', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter, vendorPath);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${vendorName}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(vendorName);
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'vendors-form-edit');
  await page.getByLabel('Contact telephone').fill('');
  await page.getByLabel('Contact name').fill('Kavya Rao');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Vendor saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${vendorPath}$`));
  const contact = page.getByRole('region', { name: 'Primary contact' });
  await expect(contact.getByText('Kavya Rao')).toBeVisible();
  await expect(contact.getByRole('link')).toHaveCount(1); // the e-mail; no phone line
  await expect(contact.getByText(/\+91/)).toHaveCount(0);

  // Cancel with a change asks first (the unsaved-changes guard), then leaves without saving.
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Contact name').fill('Somebody Else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog', { name: 'Leave without saving?' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(page.getByRole('region', { name: 'Primary contact' }).getByText('Kavya Rao')).toBeVisible();
});
