import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../lib/queryable.js';

// The reads of the personal-data export (data-export.service.ts): one list per kind of row about the person.

/** A stored file as the export reads it: where it is, and the name it is shown under. */
export type StoredFile = { storageKey: string; fileName: string };

async function rows<T extends Record<string, unknown>>(db: Queryable, query: ReturnType<typeof sql>) {
  return (await db.execute<T>(query)).rows;
}

/**
 * Every row about the candidate, by kind (the keys of candidate.json).
 * @scope by candidate id: callers pass the id of a row read through requireCandidate (scoped).
 */
export async function readPersonalRows(db: Queryable, id: number, email: string) {
  const [languages, skills, resumes, assignments, history, applications, notes, recipients, responses] =
    await Promise.all([
      rows(
        db,
        sql`select l.name from candidate_languages cl join languages l on l.id = cl.language_id
        where cl.candidate_id = ${id} order by l.name`,
      ),
      rows(
        db,
        sql`select s.name, cs.is_primary as "primary" from candidate_skills cs
        join skills s on s.id = cs.skill_id where cs.candidate_id = ${id} order by cs.is_primary desc, s.name`,
      ),
      rows<StoredFile & Record<string, unknown>>(
        db,
        sql`select storage_key as "storageKey", file_name as "fileName", content_type as "contentType",
          size_bytes::int as "sizeBytes", created_at as "uploadedAt" from resumes where candidate_id = ${id}`,
      ),
      rows(
        db,
        sql`select v.external_id as "vacancyExternalId", v.title as "vacancyTitle", cv.status,
          cv.glo_assignment_id as "gloAssignmentId", cv.created_at as "createdAt", cv.updated_at as "updatedAt"
        from candidate_vacancies cv join vacancies v on v.id = cv.vacancy_id
        where cv.candidate_id = ${id} order by cv.created_at, cv.id`,
      ),
      rows(
        db,
        sql`select h.kind, v.title as "vacancyTitle", h.from_status as "fromStatus",
          h.to_status as "toStatus", h.changed_at as "changedAt"
        from candidate_status_history h left join vacancies v on v.id = h.vacancy_id
        where h.candidate_id = ${id} order by h.changed_at, h.id`,
      ),
      rows<StoredFile & Record<string, unknown>>(
        db,
        sql`select a.external_id as "externalId", v.title as "vacancyTitle", a.answers,
          a.created_candidate as "createdCandidate", a.resume_storage_key as "storageKey",
          a.resume_file_name as "fileName", a.resume_content_type as "contentType",
          a.resume_size_bytes::int as "sizeBytes", a.created_at as "createdAt"
        from careers_applications a join vacancies v on v.id = a.vacancy_id
        where a.candidate_id = ${id} order by a.created_at, a.id`,
      ),
      // Notes the staff see: INTERNAL and VENDOR (a PRIVATE note is its author's own jotting).
      rows(
        db,
        sql`select n.external_id as "externalId", n.visibility, n.body,
          nullif(concat_ws(' ', u.first_name, u.last_name), '') as author,
          n.created_at as "createdAt", n.updated_at as "updatedAt"
        from notes n left join users u on u.id = n.author_user_id
        where n.candidate_id = ${id} and n.visibility <> 'PRIVATE' order by n.created_at, n.id`,
      ),
      rows(
        db,
        sql`select c.name as campaign, r.email, r.delivery, r.sent_at as "sentAt",
          r.opened_at as "openedAt", r.survey_opened_at as "surveyOpenedAt", r.submitted_at as "submittedAt",
          r.unsubscribed_at as "unsubscribedAt",
          coalesce((select jsonb_agg(jsonb_build_object('type', e.type, 'occurredAt', e.occurred_at)
            order by e.occurred_at, e.id) from campaign_events e where e.recipient_id = r.id), '[]') as events
        from campaign_recipients r join campaigns c on c.id = r.campaign_id
        where r.candidate_id = ${id} order by r.created_at, r.id`,
      ),
      rows(
        db,
        sql`select c.name as campaign, s.submitted_at as "submittedAt",
          coalesce((select jsonb_agg(jsonb_build_object('question', q.text, 'type', q.type,
              'boolean', a.boolean_value, 'number', a.number_value, 'date', a.date_value,
              'choices', (select jsonb_agg(o->>'value') from jsonb_array_elements(q.options) o
                where (o->>'externalId')::uuid = any(a.choice_external_ids)))
            order by q.order_no)
            from survey_answers a join campaign_survey_questions q on q.id = a.question_id
            where a.response_id = s.id), '[]') as answers
        from survey_responses s join campaigns c on c.id = s.campaign_id
        where s.candidate_id = ${id} order by s.submitted_at, s.id`,
      ),
    ]);
  const [emails, auditEvents] = await Promise.all([
    rows(
      db,
      sql`select m.subject, m.text, m.status, m.created_at as "createdAt", m.sent_at as "sentAt"
      from mail_messages m
      where exists (select 1 from unnest(m.to_addresses) a where lower(a) = lower(${email}))
      order by m.created_at, m.id`,
    ),
    rows(
      db,
      sql`select e.occurred_at as "occurredAt", e.action, e.target_type as "targetType",
        e.target_label as "targetLabel", e.actor_name as "actorName", e.actor_role as "actorRole", e.changes
      from audit_events e where e.candidate_id = ${id} order by e.occurred_at, e.id`,
    ),
  ]);

  return {
    languages,
    skills,
    resumes,
    assignments,
    history,
    applications,
    notes,
    recipients,
    responses,
    emails,
    auditEvents,
  };
}
