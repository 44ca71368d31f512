import { can, SEARCH_KIND_PERMISSIONS, SEARCH_KINDS, type Role } from '@talent-desk/shared';
import { AUDIENCES_PATH, audienceViewPath } from '@/features/engagement/audiences/components/audience-paths';
import { CAMPAIGNS_PATH, campaignRowPath } from '@/features/engagement/campaigns/components/campaign-paths';
import { candidatePath } from '@/features/candidates/core/components/list/candidate-columns';
import {
  EMAIL_TEMPLATES_PATH,
  emailTemplateViewPath,
} from '@/features/engagement/email-templates/components/email-template-paths';
import type { SearchLinks } from '@/features/insights/search/components/search-links';
import {
  SURVEY_TEMPLATES_PATH,
  surveyTemplateEditPath,
} from '@/features/engagement/survey-templates/components/survey-template-paths';
import { USERS_PATH, userPath } from '@/features/people/users/components/user-paths';
import { VACANCIES_PATH, vacancyPath } from '@/features/vacancies/core/components/vacancy-paths';
import { VENDORS_PATH, vendorPath } from '@/features/people/vendors/components/vendor-paths';

/** A list filtered by its search box: every list reads `?search=` from the URL (LIST-06, SEARCH-09). */
const listWith =
  (path: string, extra: Record<string, string> = {}) =>
  (key: string) =>
    `${path}?${new URLSearchParams({ ...extra, search: key }).toString()}`;

/**
 * Where the global search leads for each kind (SEARCH-09, SEARCH-11): the page each list opens for a
 * row (a draft campaign at its wizard step, a template's view or edit page), and the list itself.
 */
export const SEARCH_LINKS: SearchLinks = {
  user: { hit: (hit) => userPath(hit.externalId), list: listWith(USERS_PATH) },
  vendor: { hit: (hit) => vendorPath(hit.externalId), list: listWith(VENDORS_PATH) },
  // The campaign list opens on 'My campaigns'; the search found everyone's.
  campaign: { hit: campaignRowPath, list: listWith(CAMPAIGNS_PATH, { scope: 'all' }) },
  surveyTemplate: {
    hit: (hit) => surveyTemplateEditPath(hit.externalId),
    list: listWith(SURVEY_TEMPLATES_PATH),
  },
  emailTemplate: {
    hit: (hit) => emailTemplateViewPath(hit.externalId),
    list: listWith(EMAIL_TEMPLATES_PATH),
  },
  audience: { hit: (hit) => audienceViewPath(hit.externalId), list: listWith(AUDIENCES_PATH) },
  vacancy: { hit: (hit) => vacancyPath(hit.externalId), list: listWith(VACANCIES_PATH) },
  candidate: { hit: (hit) => candidatePath(hit.externalId), list: listWith('/internal/candidates') },
};

/** The kinds a role searches, in the sections' order: a VENDOR only vacancies and candidates (SEARCH-06). */
export const searchKindsFor = (role: Role) =>
  SEARCH_KINDS.filter((kind) => can(role, SEARCH_KIND_PERMISSIONS[kind]));
