import type { CampaignCreationStep, CampaignStatus, CandidateFilters } from '@talent-desk/shared';
import type { Engagement } from './demo-campaign-timeline.js';

/** A moment relative to the anchor (midnight UTC of the seeding day): days after it, at an hour (UTC). */
export type DemoMoment = { day: number; hour: number };

export type DemoCampaignAudience =
  | { mode: 'NONE' }
  | { mode: 'SAVED'; name: string }
  | { mode: 'CUSTOM'; candidateFilters: Partial<CandidateFilters> };

export type DemoCampaign = {
  name: string;
  owner: 'admin' | 'recruiter';
  status: CampaignStatus;
  creationStep: CampaignCreationStep;
  created: DemoMoment;
  audience: DemoCampaignAudience;
  /** Refers to the first OPEN demo vacancy (its e-mail names the vacancy). */
  withVacancy?: boolean;
  /** A demo e-mail template by title, or the campaign's own e-mail. */
  email?: { template: string } | { subject: string; body: string };
  /** A demo survey template by title; copied into the campaign once it is scheduled. */
  survey?: string;
  start?: DemoMoment;
  end?: DemoMoment;
  scheduled?: DemoMoment;
  /** When it was closed (by the job at its end, or by hand) and archived. */
  closed?: DemoMoment;
  archived?: DemoMoment;
  comment?: string;
  /** How its recipients behaved: campaigns that opened only. */
  engagement?: Engagement;
};

const BUSY: Engagement = {
  failed: 0.02,
  opened: 0.64,
  surveyOpened: 0.6,
  submitted: 0.72,
  unsubscribed: 0.04,
  quickOpeners: 0.45,
  slowOpenDays: 5,
};

/**
 * The demo's campaigns, every status (ENUM-16) and every wizard step of a draft, owned by the demo admin
 * and the demo recruiter. Dates are relative to the seeding day, not to the fixed reference date: the
 * lifecycle job runs on the real clock, and would close an OPEN campaign whose end had passed and open a
 * SCHEDULED one whose start had, the moment the server starts; the statistics' default range (the last 7
 * days, STAT-02) would show nothing either. Sent in order of opening: a candidate who unsubscribed from an
 * earlier campaign is not a recipient of a later one.
 */
export const DEMO_CAMPAIGNS: readonly DemoCampaign[] = [
  {
    name: 'Interview experience survey, summer',
    owner: 'recruiter',
    status: 'ARCHIVED',
    creationStep: 'PREVIEW',
    created: { day: -116, hour: 10 },
    audience: { mode: 'CUSTOM', candidateFilters: { countries: ['India'] } },
    email: {
      subject: 'How was your interview with us, {{candidate.firstName}}?',
      body:
        '<p>Hello {{candidate.firstName}},</p><p>You met our team recently. Three questions help us make ' +
        'the next interviews better: {{survey.link}}</p><p>Thank you,<br>{{owner.fullName}}</p>',
    },
    survey: 'Candidate experience feedback',
    scheduled: { day: -113, hour: 15 },
    start: { day: -110, hour: 8 },
    end: { day: -96, hour: 18 },
    closed: { day: -96, hour: 18 },
    archived: { day: -70, hour: 11 },
    comment: 'Results shared with the hiring managers',
    engagement: { ...BUSY, opened: 0.58, submitted: 0.66, slowOpenDays: 3 },
  },
  {
    name: 'Java backend roles, autumn round',
    owner: 'admin',
    status: 'CLOSED',
    creationStep: 'PREVIEW',
    created: { day: -52, hour: 9 },
    audience: { mode: 'CUSTOM', candidateFilters: { countries: ['USA'] } },
    withVacancy: true,
    email: { template: 'Invitation to an open role' },
    survey: 'Skills refresh',
    scheduled: { day: -50, hour: 16 },
    start: { day: -45, hour: 9 },
    end: { day: -24, hour: 18 },
    closed: { day: -31, hour: 12 },
    comment: 'Enough candidates shortlisted',
    engagement: { ...BUSY, opened: 0.7, slowOpenDays: 4 },
  },
  {
    name: 'Winter availability check',
    owner: 'recruiter',
    status: 'OPEN',
    creationStep: 'PREVIEW',
    created: { day: -16, hour: 11 },
    audience: { mode: 'CUSTOM', candidateFilters: {} },
    email: { template: 'Availability check-in' },
    survey: 'Availability check',
    scheduled: { day: -14, hour: 17 },
    start: { day: -12, hour: 9 },
    end: { day: 12, hour: 18 },
    // Slower openers than the others: twelve days in, the opens and answers still come in every day.
    engagement: { ...BUSY, quickOpeners: 0.3, slowOpenDays: 8 },
  },
  {
    name: 'Night shift QA outreach',
    owner: 'admin',
    status: 'SCHEDULED',
    creationStep: 'PREVIEW',
    created: { day: -3, hour: 14 },
    audience: { mode: 'SAVED', name: 'Night shift QA testers' },
    email: { template: 'Availability check-in' },
    survey: 'Availability check',
    scheduled: { day: -1, hour: 10 },
    start: { day: 3, hour: 9 },
    end: { day: 17, hour: 18 },
  },
  {
    name: 'Data analyst talent pool',
    owner: 'admin',
    status: 'DRAFT',
    creationStep: 'PREVIEW',
    created: { day: -2, hour: 9 },
    audience: { mode: 'SAVED', name: "Data analysts with a master's degree" },
    email: { template: 'Availability check-in' },
    survey: 'Skills refresh',
    start: { day: 10, hour: 9 },
    end: { day: 24, hour: 18 },
  },
  {
    name: 'California frontend follow-up',
    owner: 'recruiter',
    status: 'DRAFT',
    creationStep: 'CONTENT',
    created: { day: -1, hour: 15 },
    audience: { mode: 'SAVED', name: 'California and Texas frontend developers' },
  },
  {
    name: 'Spring graduates (idea)',
    owner: 'recruiter',
    status: 'DRAFT',
    creationStep: 'AUDIENCE',
    created: { day: -1, hour: 16 },
    audience: { mode: 'NONE' },
  },
];
