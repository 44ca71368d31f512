import { z } from 'zod';
import { isAllowedFromAddress, type RenderedEmail } from '@talent-desk/shared';
import {
  fillSanitized,
  sanitizedTemplate,
  type SanitizedTemplate,
  escapeHtml,
  mailDocument,
} from '../../mail/index.js';
import {
  campaignValues,
  candidateValues,
  LINK_VARIABLES,
  ownerValues,
  vacancyValues,
  type TemplateCandidate,
} from '../email-templates/template-values.js';
import type { CampaignContent } from './campaign-content.repo.js';
import { recipientLinks, type RecipientLinks } from './recipient-links.js';

/**
 * Where links point and who sends: the public origin, MAIL_FROM (`Name <address>` or an address) and
 * the domains a campaign's own From may use (CAMPAIGN_FROM_DOMAINS).
 */
export type MailSettings = { origin: string; mailFrom: string; fromDomains: readonly string[] };

/** One recipient's message, ready to be built as MIME (campaign-mime.ts) or kept in the outbox. */
export type CampaignMessage = {
  /** The header From: the campaign's own address under MAIL_FROM's name, else MAIL_FROM. */
  from: string;
  /** The SMTP envelope sender (bounces): MAIL_FROM's address, which the operator controls. */
  envelopeFrom: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** One per attempt, as its links are (see docs/decisions.md, The public surface: campaign links). */
  messageId: string;
  headers: Record<string, string>;
};

/** A campaign's e-mail prepared once per batch: the body sanitised, the shared values filled. */
export type PreparedCampaign = {
  template: SanitizedTemplate;
  sharedValues: Record<string, string>;
  from: string;
  envelopeFrom: string;
  messageIdDomain: string;
  hasSurvey: boolean;
  origin: string;
};

const NAMED = /^(.*)<([^<>\s]+)>$/;
const emailSchema = z.email();

function mailbox(from: string): { name: string; address: string } {
  const named = NAMED.exec(from.trim());
  return { name: named?.[1]?.trim() ?? '', address: named?.[2] ?? from.trim() };
}

/**
 * The campaign's own From when it is a valid address of an allowed domain, else MAIL_FROM's: the API
 * refuses other domains when the campaign is saved and scheduled; this covers campaigns saved before
 * the rule or before CAMPAIGN_FROM_DOMAINS changed.
 */
function campaignAddress(own: string, settings: MailSettings, fallback: string): string {
  const valid = own !== '' && emailSchema.safeParse(own).success;
  return valid && isAllowedFromAddress(own, settings.fromDomains) ? own : fallback;
}

export function prepareCampaign(content: CampaignContent, settings: MailSettings): PreparedCampaign {
  const sender = mailbox(settings.mailFrom);
  const fromAddress = campaignAddress(content.from?.trim() ?? '', settings, sender.address);
  return {
    template: sanitizedTemplate({ subject: content.subject, body: content.body }),
    sharedValues: {
      ...ownerValues(content.owner),
      ...campaignValues(content.campaign),
      ...vacancyValues(content.vacancy),
    },
    // The display name is quoted by the MIME builder; the campaign's address keeps MAIL_FROM's name.
    from: sender.name ? `${sender.name} <${fromAddress}>` : fromAddress,
    envelopeFrom: sender.address,
    messageIdDomain: fromAddress.split('@')[1] ?? 'talentdesk.invalid',
    hasSurvey: content.hasSurvey,
    origin: settings.origin,
  };
}

const FOOTER = 'You receive this e-mail because you are in our candidate community.';
const UNSUBSCRIBE = 'Unsubscribe from these e-mails';

/** The visible unsubscribe link and the open-tracking pixel, after the campaign's own body. */
function footerHtml(links: RecipientLinks): string {
  return [
    `<p style="margin:32px 0 0;font-size:13px;color:#4b5563;">${escapeHtml(FOOTER)} `,
    `<a href="${escapeHtml(links.unsubscribePage)}" style="color:#4b5563;">${escapeHtml(UNSUBSCRIBE)}</a></p>`,
    `<img src="${escapeHtml(links.openPixel)}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px;">`,
  ].join('');
}

function footerText(links: RecipientLinks): string {
  return `--\n${FOOTER}\n${UNSUBSCRIBE}: ${links.unsubscribePage}\n`;
}

/** The values of every ETPL-06 placeholder for this recipient; the survey link is theirs alone. */
function valuesFor(prepared: PreparedCampaign, candidate: TemplateCandidate, links: RecipientLinks) {
  return { ...prepared.sharedValues, ...candidateValues(candidate), 'survey.link': links.survey ?? '' };
}

/**
 * One recipient's e-mail: placeholders filled with HTML-escaped values (render-template.ts), their own
 * survey link, the visible unsubscribe link and the pixel, a plain-text part, and the RFC 8058 headers
 * (List-Unsubscribe with the one-click HTTPS address and a mailto to MAIL_FROM, List-Unsubscribe-Post).
 */
export function composeRecipientMail(
  prepared: PreparedCampaign,
  candidate: TemplateCandidate,
  recipient: { externalId: string; email: string; token: string; attempt: number },
): CampaignMessage {
  const links = recipientLinks(prepared.origin, recipient.token, prepared.hasSurvey);
  const rendered: RenderedEmail = fillSanitized(
    prepared.template,
    valuesFor(prepared, candidate, links),
    LINK_VARIABLES,
  );
  const mailto = `mailto:${prepared.envelopeFrom}?subject=${encodeURIComponent(`unsubscribe ${recipient.token}`)}`;
  return {
    from: prepared.from,
    envelopeFrom: prepared.envelopeFrom,
    to: recipient.email,
    subject: rendered.subject,
    html: mailDocument(rendered.subject, `${rendered.html}\n${footerHtml(links)}`),
    text: `${rendered.text}\n\n${footerText(links)}`,
    messageId: `<campaign.${recipient.externalId}.${recipient.attempt}@${prepared.messageIdDomain}>`,
    headers: {
      'List-Unsubscribe': `<${links.oneClickUnsubscribe}>, <${mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
