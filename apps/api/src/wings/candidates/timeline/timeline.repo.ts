import { sql, type SQL } from 'drizzle-orm';
import type { TimelineKind } from '@talent-desk/shared';
import {
  auditEvents,
  campaignRecipients,
  campaigns,
  candidateStatusHistory,
  candidateVacancies,
  careersApplications,
  notes,
  users,
  vacancies,
  vendors,
} from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import type { PageWindow } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';
import { userNameScope, vacancyScope } from '../../../lib/scope.js';
import { readable as readableNotes } from '../notes/note.repo.js';

/**
 * Audit events the timeline shows as themselves elsewhere: a note, a status or background step and a
 * submission are entries of their own (with more to say than the event).
 */
const SHOWN_ELSEWHERE = [
  'note.created',
  'note.updated',
  'note.deleted',
  'application.status_changed',
  'candidate.background_changed',
  'candidate.assigned',
];

export type TimelineDbRow = {
  id: string;
  kind: TimelineKind;
  at: Date | string;
  actor_name: string | null;
  vacancy_external_id: string | null;
  vacancy_title: string | null;
  from_status: string | null;
  to_status: string | null;
  vendor_name: string | null;
  campaign_external_id: string | null;
  campaign_name: string | null;
  campaign_event: string | null;
  action: string | null;
  changes: unknown;
  note_external_id: string | null;
  note_body: string | null;
  note_visibility: string | null;
};

/** `(a, b, c)`: a list of text parameters (an array parameter would be expanded into a record). */
const listOf = (values: readonly string[]): SQL =>
  sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;

/** `true` unless the scope says otherwise: a scope function's `undefined` is no limit. */
const orTrue = (condition: SQL | undefined): SQL => condition ?? sql`true`;

/** A user's name when the actor may read it (a VENDOR never learns a staff member's), else null. */
const nameOf = (actor: Actor) =>
  sql`case when ${orTrue(userNameScope(actor))} then nullif(concat_ws(' ', ${users.firstName}, ${users.middleName}, ${users.lastName}), '') end`;

/**
 * A candidate's timeline entries of the given kinds, as one query to select from. The candidate id
 * comes from a scoped read; each source is scoped as its own list is: notes as the notes list, pipeline
 * steps and submissions by the actor's vacancies, names by userNameScope. A VENDOR sees no careers-site
 * application nor campaign (staff's work), and of the audit log only its own vendor's events.
 */
function timelineEntries(actor: Actor, candidateId: number, kinds: readonly TimelineKind[] | undefined): SQL {
  const staff = actor.role !== 'VENDOR';
  const vacancyVisible = orTrue(vacancyScope(actor));
  const noteTarget = {
    kind: 'candidate' as const,
    id: candidateId,
    externalId: '',
    label: '',
    vendorId: null,
  };
  const ownEvents = staff
    ? sql`true`
    : actor.vendorId === null
      ? sql`false`
      : sql`${auditEvents.actorVendorId} = ${actor.vendorId}`;
  const none = sql`null::text`;
  return sql`
    (
      select 'note' as kind, 'n' || ${notes.id} as id, ${notes.createdAt} as at, ${nameOf(actor)} as actor_name,
        null::uuid as vacancy_external_id, ${none} as vacancy_title, ${none} as from_status, ${none} as to_status,
        ${none} as vendor_name, null::uuid as campaign_external_id, ${none} as campaign_name,
        ${none} as campaign_event, ${none} as action, '[]'::jsonb as changes,
        ${notes.externalId} as note_external_id, ${notes.body} as note_body, ${notes.visibility}::text as note_visibility
      from ${notes} left join ${users} on ${users.id} = ${notes.authorUserId}
      where ${orTrue(readableNotes(actor, noteTarget))}
      union all
      select case ${candidateStatusHistory.kind} when 'VACANCY_STATUS' then 'status' else 'background' end,
        'h' || ${candidateStatusHistory.id}, ${candidateStatusHistory.changedAt}, ${nameOf(actor)},
        ${vacancies.externalId}, ${vacancies.title}, ${candidateStatusHistory.fromStatus}::text,
        ${candidateStatusHistory.toStatus}::text, ${none}, null::uuid, ${none}, ${none}, ${none}, '[]'::jsonb,
        null::uuid, ${none}, ${none}
      from ${candidateStatusHistory}
        left join ${vacancies} on ${vacancies.id} = ${candidateStatusHistory.vacancyId}
        left join ${users} on ${users.id} = ${candidateStatusHistory.changedByUserId}
      where ${candidateStatusHistory.candidateId} = ${candidateId}
        and (${candidateStatusHistory.vacancyId} is null or ${vacancyVisible})
      union all
      select 'submission', 'a' || ${candidateVacancies.id}, ${candidateVacancies.createdAt}, ${none},
        ${vacancies.externalId}, ${vacancies.title}, ${none}, ${none}, ${vendors.name}, null::uuid, ${none},
        ${none}, ${none}, '[]'::jsonb, null::uuid, ${none}, ${none}
      from ${candidateVacancies}
        join ${vacancies} on ${vacancies.id} = ${candidateVacancies.vacancyId}
        left join ${vendors} on ${vendors.id} = ${candidateVacancies.vendorId}
      where ${candidateVacancies.candidateId} = ${candidateId} and ${vacancyVisible}
      union all
      select 'application', 'p' || ${careersApplications.id}, ${careersApplications.createdAt}, ${none},
        ${vacancies.externalId}, ${vacancies.title}, ${none}, ${none}, ${none}, null::uuid, ${none}, ${none},
        ${none}, '[]'::jsonb, null::uuid, ${none}, ${none}
      from ${careersApplications} join ${vacancies} on ${vacancies.id} = ${careersApplications.vacancyId}
      where ${careersApplications.candidateId} = ${candidateId} and ${staff}
      union all
      select 'campaign', 'c' || ${campaignRecipients.id} || e.event, e.at, ${none}, null::uuid, ${none},
        ${none}, ${none}, ${none}, ${campaigns.externalId}, ${campaigns.name}, e.event, ${none}, '[]'::jsonb,
        null::uuid, ${none}, ${none}
      from ${campaignRecipients}
        join ${campaigns} on ${campaigns.id} = ${campaignRecipients.campaignId}
        cross join lateral (values
          ('sent', ${campaignRecipients.sentAt}), ('opened', ${campaignRecipients.openedAt}),
          ('answered', ${campaignRecipients.submittedAt}), ('unsubscribed', ${campaignRecipients.unsubscribedAt})
        ) as e(event, at)
      where ${campaignRecipients.candidateId} = ${candidateId} and e.at is not null and ${staff}
      union all
      select 'change', 'e' || ${auditEvents.id}, ${auditEvents.occurredAt}, nullif(${auditEvents.actorName}, ''),
        null::uuid, ${none}, ${none}, ${none}, ${none}, null::uuid, ${none}, ${none}, ${auditEvents.action},
        ${auditEvents.changes}, null::uuid, ${none}, ${none}
      from ${auditEvents}
      where ${auditEvents.candidateId} = ${candidateId}
        and ${auditEvents.action} not in ${listOf(SHOWN_ELSEWHERE)} and ${ownEvents}
    ) as entries
    where ${kinds ? sql`kind in ${listOf(kinds)}` : sql`true`}`;
}

/** One page of the timeline, newest first (ties by entry id, so paging never repeats an entry). */
export async function timelinePage(
  db: Queryable,
  actor: Actor,
  candidateId: number,
  kinds: readonly TimelineKind[] | undefined,
  window: Pick<PageWindow, 'size' | 'offset'>,
): Promise<TimelineDbRow[]> {
  const { rows } = await db.execute<TimelineDbRow>(sql`
    select * from ${timelineEntries(actor, candidateId, kinds)}
    order by at desc, id desc limit ${window.size} offset ${window.offset}`);
  return rows;
}

export async function countTimeline(
  db: Queryable,
  actor: Actor,
  candidateId: number,
  kinds: readonly TimelineKind[] | undefined,
): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${timelineEntries(actor, candidateId, kinds)}`,
  );
  return rows[0]?.n ?? 0;
}
