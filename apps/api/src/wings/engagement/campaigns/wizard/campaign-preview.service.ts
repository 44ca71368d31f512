import { CAMPAIGN_MESSAGES, type CampaignPreview, type RenderedEmail } from '@talent-desk/shared';
import type { Db } from '../../../../db/client.js';
import type { Actor } from '../../../../lib/actor.js';
import type { Queryable } from '../../../../lib/queryable.js';
import { fieldError } from '../../../../lib/validation-fields.js';
import { countCandidates } from '../../../candidates/index.js';
import { renderTemplate, sendTestEmail, type Mailer } from '../../../mail/index.js';
import {
  LINK_VARIABLES,
  campaignValues,
  candidateValues,
  ownerValues,
  sampleCandidateValues,
  vacancyValues,
} from '../../email-templates/template-values.js';
import { campaignNotFound } from '../campaign-access.js';
import { campaignRecipientsWhere } from '../campaign-audience.js';
import { findCampaign, type CampaignRecord } from '../campaign.repo.js';
import { templateCandidateAt, templateOwner, templateVacancy } from './campaign-preview.repo.js';

/**
 * Where the preview's survey link points: each recipient's e-mail carries its own signed link (the
 * sending engine makes it); the preview shows the same shape without a real token.
 */
export const previewSurveyLink = (origin: string) => `${origin}/s/preview`;

type Candidate = Awaited<ReturnType<typeof templateCandidateAt>>;

/** The campaign's e-mail for one candidate (or the sample one), placeholders filled and HTML-escaped. */
async function renderFor(
  db: Queryable,
  actor: Actor,
  campaign: CampaignRecord,
  candidate: Candidate,
  origin: string,
): Promise<RenderedEmail | null> {
  if (campaign.subject === null || campaign.body === null) return null;
  const [owner, vacancy] = await Promise.all([
    templateOwner(db, campaign.ownerUserId),
    templateVacancy(db, actor, campaign.vacancyId),
  ]);
  const values = {
    ...(candidate ? candidateValues(candidate) : sampleCandidateValues()),
    ...ownerValues(owner),
    ...campaignValues(campaign),
    ...vacancyValues(vacancy),
    'survey.link': campaign.surveyTemplateId === null ? '' : previewSurveyLink(origin),
  };
  return renderTemplate({ subject: campaign.subject, body: campaign.body }, values, LINK_VARIABLES);
}

/**
 * Step 3: how many candidates the audience reaches NOW (the one evaluator, e-mail consent on) and the
 * e-mail as the `index`-th of them will read it; past the last one, the last one.
 */
export async function previewCampaign(
  db: Db,
  actor: Actor,
  externalId: string,
  index: number,
  origin: string,
): Promise<CampaignPreview> {
  const campaign = await findCampaign(db, externalId);
  if (!campaign) throw campaignNotFound();
  const where = await campaignRecipientsWhere(db, actor, campaign);
  const recipientCount = where ? await countCandidates(db, where) : 0;
  const position = Math.max(0, Math.min(index, recipientCount - 1));
  const candidate = where && recipientCount > 0 ? await templateCandidateAt(db, where, position) : null;
  return {
    recipientCount,
    index: position,
    candidate: candidate && {
      externalId: candidate.externalId,
      fullName: candidate.fullName,
      email: candidate.email,
    },
    email: await renderFor(db, actor, campaign, candidate, origin),
  };
}

/** 'Send test e-mail' (step 3): the previewed e-mail to the signed-in user, through the outbox. */
export async function sendCampaignTestEmail(
  db: Db,
  mailer: Mailer,
  actor: Actor,
  externalId: string,
  index: number,
  origin: string,
) {
  const { email } = await previewCampaign(db, actor, externalId, index, origin);
  if (!email) throw fieldError('body', CAMPAIGN_MESSAGES.contentMissing);
  return sendTestEmail(db, mailer, actor, email);
}
