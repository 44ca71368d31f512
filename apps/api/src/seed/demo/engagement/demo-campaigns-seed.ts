import type { Queryable } from '../../../lib/queryable.js';
import { campaigns } from '../../../db/schema/index.js';
import { DEMO_FAKER_SEED } from '../demo-constants.js';
import { loadCampaignRefs, required } from './demo-campaign-refs.js';
import { insertEventsFromRecipients, insertSentRecipients } from './demo-campaign-recipients.js';
import { anchorOf, campaignRow, momentAt } from './demo-campaign-rows.js';
import { insertResponses, insertSurveyCopies } from './demo-campaign-surveys.js';
import { DEMO_CAMPAIGNS } from './demo-campaigns.js';
import { createRng } from '../../prng.js';

export type DemoCampaignCounts = { campaigns: number; recipients: number; events: number; responses: number };

/**
 * The demo campaigns (demo-campaigns.ts) with their survey copies, recipients, events and survey
 * responses, in a handful of bulk statements: one insert of the campaigns, one of the survey copies,
 * one per sent campaign for its recipients (and their consent), one of all the events, two for the
 * responses and answers. Dates are relative to `now`'s UTC day and nothing happens after its midnight,
 * so the statistics of the last days are never empty. Needs the users, templates, audiences, vacancies
 * and candidates of the same seed first. Its own random stream: nothing else generated changes.
 */
export async function seedDemoCampaigns(db: Queryable, now: Date): Promise<DemoCampaignCounts> {
  const rng = createRng(DEMO_FAKER_SEED + 11);
  const anchor = anchorOf(now);
  const refs = await loadCampaignRefs(db);
  const inserted = await db
    .insert(campaigns)
    .values(DEMO_CAMPAIGNS.map((demo) => campaignRow(demo, refs, anchor)))
    .returning({
      id: campaigns.id,
      name: campaigns.name,
      audienceMode: campaigns.audienceMode,
      audienceId: campaigns.audienceId,
      candidateFilters: campaigns.candidateFilters,
      applicationFilters: campaigns.applicationFilters,
    });
  const rows = DEMO_CAMPAIGNS.map((demo) => {
    const row = inserted.find((r) => r.name === demo.name);
    if (!row) throw new Error(`demo campaign '${demo.name}' not inserted`);
    return { demo, row };
  });

  // Schedule takes the survey copy: every campaign past DRAFT that has a survey.
  const copies = rows.flatMap(({ demo, row }) =>
    demo.survey && demo.status !== 'DRAFT'
      ? [{ campaignId: row.id, questions: required(refs.surveys, demo.survey, 'survey template').questions }]
      : [],
  );
  const questions = await insertSurveyCopies(db, copies);

  let recipients = 0;
  const sent: number[] = [];
  // DEMO_CAMPAIGNS lists the sent ones in order of opening (see there).
  for (const { demo, row } of rows) {
    if (!demo.engagement || !demo.start || !demo.end) continue;
    const stop = Math.min(momentAt(anchor, demo.closed ?? demo.end).getTime(), anchor);
    recipients += await insertSentRecipients(
      db,
      rng,
      row,
      { opensAt: momentAt(anchor, demo.start).getTime(), until: stop, hasSurvey: questions.has(row.id) },
      demo.engagement,
      refs.lastDemoCandidateId,
    );
    sent.push(row.id);
  }
  const events = await insertEventsFromRecipients(db, sent);
  const responses = await insertResponses(db, rng, questions);
  return { campaigns: rows.length, recipients, events, responses };
}
