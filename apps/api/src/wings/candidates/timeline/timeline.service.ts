import {
  AUDIT_ACTIONS,
  CAMPAIGN_TIMELINE_EVENTS,
  NOTE_VISIBILITIES,
  type AuditChange,
  type Paged,
  type TimelineEntry,
  type TimelineQuery,
} from '@talent-desk/shared';
import type { Actor } from '../../../lib/actor.js';
import { fetchPage } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';
import { requireCandidate } from '../core/candidate-read.service.js';
import { countTimeline, timelinePage, type TimelineDbRow } from './timeline.repo.js';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((candidate) => candidate === value) ?? null;

function toEntry(row: TimelineDbRow): TimelineEntry {
  return {
    id: row.id,
    kind: row.kind,
    occurredAt: new Date(row.at).toISOString(),
    actorName: row.actor_name,
    vacancy:
      row.vacancy_external_id && row.vacancy_title
        ? { externalId: row.vacancy_external_id, title: row.vacancy_title }
        : null,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    vendorName: row.vendor_name,
    campaign:
      row.campaign_external_id && row.campaign_name
        ? { externalId: row.campaign_external_id, name: row.campaign_name }
        : null,
    campaignEvent: oneOf(CAMPAIGN_TIMELINE_EVENTS, row.campaign_event),
    action: oneOf(AUDIT_ACTIONS, row.action),
    changes: Array.isArray(row.changes) ? (row.changes as AuditChange[]) : [],
    note:
      row.note_external_id && row.note_body !== null
        ? {
            externalId: row.note_external_id,
            body: row.note_body,
            visibility: oneOf(NOTE_VISIBILITIES, row.note_visibility) ?? 'PRIVATE',
          }
        : null,
  };
}

/** GET /api/candidates/{id}/timeline: the candidate's activity in the actor's scope, newest first. */
export async function readTimeline(
  db: Queryable,
  actor: Actor,
  externalId: string,
  query: TimelineQuery,
): Promise<Paged<TimelineEntry>> {
  const candidate = await requireCandidate(db, actor, externalId);
  const page = await fetchPage(
    query,
    (window) => timelinePage(db, actor, candidate.id, query.kind, window),
    () => countTimeline(db, actor, candidate.id, query.kind),
  );
  return { ...page, content: page.content.map(toEntry) };
}
