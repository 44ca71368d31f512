import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { fillCandidateForm, submitCreate } from './support/candidate-form.js';
import { attachSelectedToDemoVacancy, selectCandidateInList } from './support/candidate-list.js';
import { DEMO } from './support/demo.js';
import { DEMO_VACANCY } from './support/demo-vacancy.js';
import { shot } from './support/screenshot.js';
import { RUN_DIGITS as stamp, RUN_LETTERS as tag } from './support/unique.js';
import { signIn, switchUser } from './support/session.js';
import { settled } from './support/settled.js';

test.describe.configure({ mode: 'serial' });

const direct = { first: 'Morgan', last: `Direct${tag}` };
const vendor = { first: 'Kiran', last: `Vendor${tag}` };

/** Chooses an entry of the vacancy row's action menu on the details page's Vacancies tab. */
async function rowAction(page: Page, action: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${DEMO_VACANCY.title}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function expectStatus(page: Page, label: string): Promise<void> {
  const tab = page.getByRole('tabpanel');
  await expect(tab.getByText(label, { exact: true }).first()).toBeVisible();
}

async function openVacanciesTab(page: Page, fullName: string): Promise<void> {
  await page.goto(`/internal/candidates?names=${encodeURIComponent(fullName)}`);
  await page.getByRole('link', { name: fullName }).click();
  await page.getByRole('tab', { name: /Vacancies/ }).click();
  await expect(page).toHaveURL(/#vacancies$/);
}

test('setup: a direct-search candidate (TAG) and a vendor candidate (Acme), both attached to the demo vacancy', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter, '/internal/candidates/new');
  await fillCandidateForm(page, {
    firstName: direct.first,
    lastName: direct.last,
    email: `morgan.${stamp}@example.test`,
    phone: `+44 20 7946 ${stamp.slice(-4)}`,
    country: 'United Kingdom',
    city: 'London',
    years: '5-10',
    qualification: 'Bachelor Degree',
    source: 'Direct Search',
  });
  await submitCreate(page);

  await switchUser(page, DEMO.acme);
  await page.goto('/internal/candidates/new');
  await fillCandidateForm(page, {
    firstName: vendor.first,
    lastName: vendor.last,
    email: `kiran.${stamp}@example.test`,
    phone: `+49 30 1234 ${stamp.slice(-4)}`,
    country: 'Germany',
    city: 'Berlin',
    years: '1-3',
    qualification: 'Other',
  });
  await submitCreate(page);
  // [CAND-FORM-15] the vendor attaches its own candidate to a vacancy shared with it.
  await selectCandidateInList(page, `${vendor.first} ${vendor.last}`);
  await attachSelectedToDemoVacancy(page);

  await switchUser(page, DEMO.recruiter);
  await selectCandidateInList(page, `${direct.first} ${direct.last}`);
  await shot(page, 'candidate-list-selection');
  await attachSelectedToDemoVacancy(page);
  await expect(page.getByText(/attached/i).first()).toBeVisible();
});

test('[CAND-STATUS-01][CAND-STATUS-02][CAND-STATUS-04][CAND-STATUS-05][CAND-STATUS-06][CAND-STATUS-07][CAND-STATUS-10][CAND-DETAIL-02] a direct-search candidate walks the normal map to Candidate Joined', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter);
  await openVacanciesTab(page, `${direct.first} ${direct.last}`);
  await expectStatus(page, 'Pending');
  await shot(page, 'candidate-details-vacancies');
  await expectNoSeriousA11yViolations(page);
  await rowAction(page, 'Shortlist');
  await expectStatus(page, 'Shortlisted');
  await rowAction(page, 'Offer Accepted');
  await expectStatus(page, 'Offer Accepted');
  await rowAction(page, 'Candidate Joined');
  await expectStatus(page, 'Candidate Joined');
  // ONBOARDED offers only its roll back (CAND-STATUS-10/11/26).
  await page.getByRole('button', { name: `Actions for ${DEMO_VACANCY.title}` }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Send back to Offer Accepted']);
  await page.keyboard.press('Escape');
  await shot(page, 'candidate-details-joined');
});

test('[CAND-STATUS-13][CAND-STATUS-14][CAND-STATUS-15][CAND-STATUS-18][CAND-STATUS-19][CAND-STATUS-31][CAND-STATUS-32][CAND-STATUS-35][CAND-STATUS-36][CAND-DETAIL-03] a vendor candidate walks the external map, is exported to GLO-R and joins', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter);
  await openVacanciesTab(page, `${vendor.first} ${vendor.last}`);
  await expectStatus(page, 'Pending');
  await rowAction(page, 'Accept');
  await expectStatus(page, 'Recruiter Screening');
  await rowAction(page, 'Shortlist');
  await expectStatus(page, 'Shortlisted');
  await rowAction(page, 'Export into GLO-R');
  await expect(page.getByText('Candidate successfully exported to GLO-R')).toBeVisible();
  // Exported: the option is gone from the row menu and the GLO-R marks show (CAND-DETAIL-03).
  await page.getByRole('button', { name: `Actions for ${DEMO_VACANCY.title}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Export into GLO-R' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('img', { name: /Assigned in GLO-R/ }).first()).toBeVisible();
  await shot(page, 'candidate-details-glo-exported');
  await expectNoSeriousA11yViolations(page);
  await rowAction(page, 'Offer Accepted');
  await expectStatus(page, 'Offer Accepted');
  await rowAction(page, 'Candidate Joined');
  await expectStatus(page, 'Candidate Joined');
});

test('[CAND-STATUS-11][CAND-STATUS-25][CAND-STATUS-26] reject (confirmed first), then restore to Pending', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter);
  await openVacanciesTab(page, `${direct.first} ${direct.last}`);
  await rowAction(page, 'Send back to Offer Accepted');
  await expectStatus(page, 'Offer Accepted');

  // Reject is destructive: shown in the error colour, and it asks first.
  await page.getByRole('button', { name: `Actions for ${DEMO_VACANCY.title}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Reject' })).toHaveCSS('color', 'rgb(211, 47, 47)');
  await page.getByRole('menuitem', { name: 'Reject' }).click();
  const confirm = page.getByRole('dialog', { name: /Reject/ });
  await expect(confirm).toContainText(DEMO_VACANCY.title);
  await settled(page); // the dialog's fade-in, before the screenshot
  await shot(page, 'candidate-details-reject-confirm');
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expectStatus(page, 'Offer Accepted');

  await rowAction(page, 'Reject');
  await page
    .getByRole('dialog', { name: /Reject/ })
    .getByRole('button', { name: 'Reject' })
    .click();
  await expectStatus(page, 'Rejected');
  await page.getByRole('button', { name: `Actions for ${DEMO_VACANCY.title}` }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Restore to Pending']);
  await page.getByRole('menuitem', { name: 'Restore to Pending' }).click();
  await expectStatus(page, 'Pending');
  // The history tab records every step with who made it.
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('tabpanel').getByText('Rejected').first()).toBeVisible();
  await shot(page, 'candidate-details-history');
});
