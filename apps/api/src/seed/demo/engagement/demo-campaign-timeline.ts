import type { Rng } from '../../prng.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How a campaign's recipients behave: the chances of each step and how long people take. */
export type Engagement = {
  /** Share of e-mails the SMTP server refuses for good (FAILED, no events). */
  failed: number;
  /** Share of delivered e-mails that are opened. */
  opened: number;
  /** Share of openers who open the survey (campaigns with a survey only). */
  surveyOpened: number;
  /** Share of survey openers who submit it. */
  submitted: number;
  /** Share of recipients who did not answer and unsubscribe. */
  unsubscribed: number;
  /** Of the openers, the share who open within hours; the others trickle in over days. */
  quickOpeners: number;
  /** Mean delay of the slow openers, in days. */
  slowOpenDays: number;
};

/** One recipient's state columns as the sending engine and the public pages leave them. */
export type RecipientActivity = {
  delivery: 'SENT' | 'FAILED';
  lastError: string | null;
  sentAt: Date | null;
  openedAt: Date | null;
  surveyOpenedAt: Date | null;
  submittedAt: Date | null;
  unsubscribedAt: Date | null;
};

export type TimelineWindow = {
  /** When the campaign opened and its sending began. */
  opensAt: number;
  /** Nothing happens from here on: the campaign's end, or for an OPEN one the seeding day. */
  until: number;
  hasSurvey: boolean;
};

/** The SMTP server's answer to a refused address (what the engine keeps in last_error). */
export const DEMO_SMTP_REFUSAL = '550 5.1.1 Mailbox unavailable';
/** The engine hands e-mails over in batches: a few per second. */
const SEND_SPACING_MS = 250;

/** An exponential delay of the given mean (most people act soon, a few much later). */
const exponential = (rng: Rng, meanMs: number) => -Math.log(1 - rng.next()) * meanMs;

/**
 * What each recipient did, in order (index = position in the send): sent a moment after the previous
 * one, or refused; then maybe opened (quickly or days later), opened the survey, submitted it; someone
 * who did not answer may unsubscribe. Each step comes after the one before it and before `until`, so a
 * recipient's columns are always a consistent story (no submit without a survey open, none after close).
 */
export function recipientActivities(
  rng: Rng,
  count: number,
  window: TimelineWindow,
  engagement: Engagement,
): RecipientActivity[] {
  const activities: RecipientActivity[] = [];
  const before = (at: number) => (at < window.until ? new Date(Math.floor(at)) : null);
  for (let i = 0; i < count; i++) {
    const sent = window.opensAt + i * SEND_SPACING_MS + rng.int(SEND_SPACING_MS);
    if (rng.chance(engagement.failed)) {
      activities.push({
        delivery: 'FAILED',
        lastError: DEMO_SMTP_REFUSAL,
        sentAt: null,
        openedAt: null,
        surveyOpenedAt: null,
        submittedAt: null,
        unsubscribedAt: null,
      });
      continue;
    }
    const openDelay = rng.chance(engagement.quickOpeners)
      ? exponential(rng, 3 * HOUR_MS)
      : exponential(rng, engagement.slowOpenDays * DAY_MS);
    const openedAt = rng.chance(engagement.opened) ? before(sent + MINUTE_MS + openDelay) : null;
    const surveyOpenedAt =
      openedAt && window.hasSurvey && rng.chance(engagement.surveyOpened)
        ? before(
            openedAt.getTime() +
              (rng.chance(0.8) ? rng.between(1, 20) * MINUTE_MS : exponential(rng, DAY_MS)),
          )
        : null;
    const submittedAt =
      surveyOpenedAt && rng.chance(engagement.submitted)
        ? before(surveyOpenedAt.getTime() + rng.between(2, 15) * MINUTE_MS)
        : null;
    const unsubscribedAt =
      !submittedAt && rng.chance(engagement.unsubscribed)
        ? before(
            (openedAt?.getTime() ?? sent) + rng.between(1, 60) * MINUTE_MS + exponential(rng, 2 * DAY_MS),
          )
        : null;
    activities.push({
      delivery: 'SENT',
      lastError: null,
      sentAt: new Date(sent),
      openedAt,
      surveyOpenedAt,
      submittedAt,
      unsubscribedAt,
    });
  }
  return activities;
}
