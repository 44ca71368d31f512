import { createElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PermissionGuard } from './guards/permission-guard';
import { EngagementLayout } from './layout/engagement-layout';
import { SettingsLayout } from './layout/settings-layout';
import { WIDE_PAGE } from './layout/page-width';
import { page } from './routes/page';
import { CAMPAIGNS_PATH } from '@/features/engagement/campaigns/components/campaign-paths';
import { reportPath } from '@/features/insights/reports/components/report-paths';
import { LOCATIONS_PATH } from '@/features/settings/reference/components/settings-kinds';
import type { SectionRegistry } from './section-keys';

export type { Section, SectionKey, SectionRegistry } from './section-keys';

/**
 * The sections that exist. A section's navigation item, avatar-menu entry and quick-create entries
 * appear only once it is registered here (no placeholder pages), and only for roles holding its
 * permission (NAV-13, NAV-17, NAV-22: a role without it does not even get the routes).
 *
 * To add a section, register its routes under its key, e.g.
 *
 *   candidates: {
 *     routes: [
 *       { index: true, ...page(() => import('./routes/candidates/candidate-list')) },
 *       { path: 'new', ...page(() => import('./routes/candidates/candidate-create')) },
 *       { path: ':candidateId', ...page(() => import('./routes/candidates/candidate-details')) },
 *     ],
 *   },
 *
 * (`page` from ./routes/page.ts: lazy module with a default export + the route's error boundary.)
 */
export const SECTIONS: SectionRegistry = {
  candidates: {
    routes: [
      { index: true, handle: WIDE_PAGE, ...page(() => import('./routes/candidates/candidate-list')) },
      { path: 'new', ...page(() => import('./routes/candidates/candidate-create')) },
      { path: ':candidateId', ...page(() => import('./routes/candidates/candidate-details')) },
      { path: ':candidateId/edit', ...page(() => import('./routes/candidates/candidate-edit')) },
    ],
  },
  vacancies: {
    routes: [
      { index: true, handle: WIDE_PAGE, ...page(() => import('./routes/vacancies/vacancy-list')) },
      { path: ':vacancyId', ...page(() => import('./routes/vacancies/vacancy-details')) },
      {
        // VAC-03: a VENDOR never edits; the guard sends it to the list.
        element: createElement(PermissionGuard, {
          permission: 'vacancies:write',
          fallback: '/internal/vacancies',
        }),
        children: [
          { path: 'new', ...page(() => import('./routes/vacancies/vacancy-create')) },
          { path: ':vacancyId/edit', ...page(() => import('./routes/vacancies/vacancy-edit')) },
        ],
      },
      {
        // VAC-03: a VENDOR never imports; the guard sends it to the list.
        element: createElement(PermissionGuard, {
          permission: 'vacancies:import',
          fallback: '/internal/vacancies',
        }),
        children: [{ path: ':gloId/import', ...page(() => import('./routes/vacancies/vacancy-import')) }],
      },
    ],
  },
  vendors: {
    routes: [
      { index: true, handle: WIDE_PAGE, ...page(() => import('./routes/vendors/vendor-list')) },
      { path: 'new', ...page(() => import('./routes/vendors/vendor-create')) },
      { path: ':vendorId', ...page(() => import('./routes/vendors/vendor-details')) },
      { path: ':vendorId/edit', ...page(() => import('./routes/vendors/vendor-edit')) },
      { path: ':vendorId/users/new', ...page(() => import('./routes/vendors/vendor-user-create')) },
    ],
  },
  users: {
    routes: [
      { index: true, handle: WIDE_PAGE, ...page(() => import('./routes/users/user-list')) },
      { path: 'new', ...page(() => import('./routes/users/user-create')) },
      { path: ':userId', ...page(() => import('./routes/users/user-details')) },
      { path: ':userId/edit', ...page(() => import('./routes/users/user-edit')) },
    ],
  },
  engagement: {
    routes: [
      {
        element: createElement(EngagementLayout),
        children: [
          // NAV-11: the engagement default and unknown paths go to campaigns.
          { index: true, element: createElement(Navigate, { to: CAMPAIGNS_PATH, replace: true }) },
          {
            path: 'campaigns',
            handle: WIDE_PAGE,
            ...page(() => import('./routes/engagement/campaigns/campaign-list')),
          },
          // Step 1 has the audience's filters and preview side by side: the full width.
          {
            path: 'campaigns/new',
            handle: WIDE_PAGE,
            ...page(() => import('./routes/engagement/campaigns/campaign-new')),
          },
          {
            path: 'campaigns/:campaignId/audience',
            handle: WIDE_PAGE,
            ...page(() => import('./routes/engagement/campaigns/campaign-audience')),
          },
          {
            path: 'campaigns/:campaignId/content',
            ...page(() => import('./routes/engagement/campaigns/campaign-content')),
          },
          {
            path: 'campaigns/:campaignId/preview',
            ...page(() => import('./routes/engagement/campaigns/campaign-preview')),
          },
          {
            path: 'campaigns/:campaignId/edit',
            ...page(() => import('./routes/engagement/campaigns/campaign-edit')),
          },
          {
            path: 'campaigns/:campaignId',
            handle: WIDE_PAGE,
            ...page(() => import('./routes/engagement/campaigns/campaign-details')),
          },
          // RESP-01: a campaign's respondents (the whole width: a column per question).
          {
            path: 'respondents/:campaignId',
            handle: WIDE_PAGE,
            ...page(() => import('./routes/engagement/respondents/respondents-page')),
          },
          {
            path: 'audiences',
            handle: WIDE_PAGE,
            ...page(() => import('./routes/engagement/audience-list')),
          },
          // The form has the filters and the preview side by side: the full width.
          {
            path: 'audiences/new',
            handle: WIDE_PAGE,
            ...page(() => import('./routes/engagement/audience-new')),
          },
          {
            path: 'audiences/:audienceId/edit',
            handle: WIDE_PAGE,
            ...page(() => import('./routes/engagement/audience-edit')),
          },
          {
            path: 'audiences/:audienceId/view',
            handle: WIDE_PAGE,
            ...page(() => import('./routes/engagement/audience-view')),
          },
          {
            path: 'survey-templates',
            handle: WIDE_PAGE,
            ...page(() => import('./routes/engagement/survey-template-list')),
          },
          {
            path: 'survey-templates/new',
            ...page(() => import('./routes/engagement/survey-template-create')),
          },
          {
            path: 'email-templates',
            handle: WIDE_PAGE,
            ...page(() => import('./routes/engagement/email-template-list')),
          },
          { path: 'email-templates/new', ...page(() => import('./routes/engagement/email-template-new')) },
          {
            path: 'email-templates/:templateId/edit',
            ...page(() => import('./routes/engagement/email-template-edit')),
          },
          {
            path: 'email-templates/:templateId/view',
            ...page(() => import('./routes/engagement/email-template-view')),
          },
          {
            path: 'survey-templates/:templateId/edit',
            ...page(() => import('./routes/engagement/survey-template-edit')),
          },
          { path: '*', element: createElement(Navigate, { to: CAMPAIGNS_PATH, replace: true }) },
        ],
      },
    ],
  },
  // SET-01: ADMIN only (a role without settings:manage gets no route: its URLs lead to the dashboard).
  settings: {
    routes: [
      {
        element: createElement(SettingsLayout),
        children: [
          // SET-02: locations is the default page.
          { index: true, element: createElement(Navigate, { to: LOCATIONS_PATH, replace: true }) },
          ...['locations', 'locations/states', 'locations/cities'].map((path) => ({
            path,
            handle: WIDE_PAGE,
            ...page(() => import('./routes/settings/locations')),
          })),
          // SET-03: cities/new; the countries' and states' forms, and every list's edit, are ours.
          ...settingsFormRoutes(['countries', 'states', 'cities']),
          ...['working-locations', 'hiring-managers', 'projects', 'distribution-list'].map((path) => ({
            path,
            handle: WIDE_PAGE,
            ...page(() => import('./routes/settings/reference-list-page')),
          })),
          // SET-03: distribution-list and distribution-list/{id}/edit; its /new is ours, like the others'.
          ...settingsFormRoutes(['working-locations', 'hiring-managers', 'projects', 'distribution-list']),
          // SET-03: test-credits (one page; each vendor's grant is edited in a dialog).
          {
            path: 'test-credits',
            handle: WIDE_PAGE,
            ...page(() => import('./routes/settings/test-credits')),
          },
          // SET-03: skill-management, /new, /{id}/edit (the content, merge included, is ours).
          {
            path: 'skill-management',
            handle: WIDE_PAGE,
            ...page(() => import('./routes/settings/reference-list-page')),
          },
          ...settingsFormRoutes(['skill-management']),
          // SET-03: projects/{gloId}/import (GLO-R's project for review).
          { path: 'projects/:gloId/import', ...page(() => import('./routes/settings/project-import')) },
          {
            path: 'general-email-templates',
            ...page(() => import('./routes/settings/general-email-template-list')),
          },
          {
            path: 'general-email-templates/:templateId/edit',
            ...page(() => import('./routes/settings/general-email-template-edit')),
          },
          {
            path: 'general-email-templates/:templateId/view',
            ...page(() => import('./routes/settings/general-email-template-view')),
          },
          { path: 'mail-outbox', handle: WIDE_PAGE, ...page(() => import('./routes/settings/mail-outbox')) },
          { path: 'mail-outbox/:messageId', ...page(() => import('./routes/settings/mail-message')) },
          { path: 'audit-log', handle: WIDE_PAGE, ...page(() => import('./routes/settings/audit-log')) },
          // Issue 25: who must use two-factor sign-in.
          { path: 'security', ...page(() => import('./routes/settings/security')) },
          { path: '*', element: createElement(Navigate, { to: LOCATIONS_PATH, replace: true }) },
        ],
      },
    ],
  },
  // REP-01: ADMIN only (a role without reports:read gets no route: its URLs lead to the dashboard).
  reports: {
    routes: [
      {
        ...page(() => import('./routes/reports/reports-layout')),
        children: [
          // REP-02: the engagement report is the default; an unknown report path goes there too.
          { index: true, element: createElement(Navigate, { to: reportPath('engagement'), replace: true }) },
          {
            path: 'engagement',
            handle: WIDE_PAGE,
            ...page(() => import('./routes/reports/engagement-report')),
          },
          {
            path: 'candidates',
            handle: WIDE_PAGE,
            ...page(() => import('./routes/reports/candidates-report')),
          },
          { path: 'vendors', handle: WIDE_PAGE, ...page(() => import('./routes/reports/vendors-report')) },
          { path: '*', element: createElement(Navigate, { to: reportPath('engagement'), replace: true }) },
        ],
      },
    ],
  },
};

/** `<list>/new` and `<list>/:itemId/edit` of settings lists: one page each, the list named by the path. */
function settingsFormRoutes(paths: readonly string[]): RouteObject[] {
  return paths.flatMap((path) => [
    { path: `${path}/new`, ...page(() => import('./routes/settings/reference-new-page')) },
    { path: `${path}/:itemId/edit`, ...page(() => import('./routes/settings/reference-edit-page')) },
  ]);
}
