import type { CampaignDetail } from '@talent-desk/shared';
import { users } from '@/testing/fixtures';

export const CAMPAIGN_ID = '70000000-0000-4000-8000-000000000001';

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** A DRAFT owned by the fixtures' ADMIN at the content step, with an e-mail and dates ahead. */
export function campaignDetail(overrides: Partial<CampaignDetail> = {}): CampaignDetail {
  return {
    externalId: CAMPAIGN_ID,
    name: 'Spring outreach',
    status: 'DRAFT',
    creationStep: 'CONTENT',
    startTime: inHours(48),
    endTime: inHours(240),
    createdAt: '2026-03-04T10:00:00.000Z',
    comment: null,
    campaignOwnerFullName: 'Ada Admin',
    ownerExternalId: users.ADMIN.externalId,
    audienceMode: 'NONE',
    audienceExternalId: null,
    audienceName: null,
    vacancyExternalId: null,
    vacancyTitle: null,
    candidateFilters: null,
    applicationFilters: null,
    emailTemplateExternalId: null,
    from: null,
    subject: 'A role for you',
    body: '<p>Hello {{candidate.firstName}}, we have a role that suits you.</p>',
    surveyTemplateExternalId: null,
    surveyTitle: null,
    recipientCounts: {
      total: 0,
      queued: 0,
      sent: 0,
      failed: 0,
      opened: 0,
      surveyOpened: 0,
      submitted: 0,
      unsubscribed: 0,
    },
    allowedActions: ['edit', 'clone', 'delete'],
    ...overrides,
  };
}

/** A page of rows as the API answers. */
export function page<T>(content: T[], total = content.length) {
  return {
    content,
    totalElements: total,
    totalPages: Math.max(1, Math.ceil(total / 15)),
    numberOfElements: content.length,
    pageable: { pageNumber: 1, offset: 0 },
  };
}
