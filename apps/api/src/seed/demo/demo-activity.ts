import { sql } from 'drizzle-orm';
import type { Tx } from '../types.js';

/**
 * The audit log's history of the demo (issue 24), written from the rows the demo already holds so that
 * the log, a candidate's timeline and the data agree: every pipeline step of the last 30 days as the
 * step's user made it, an edit of recently added candidates by their recruiter or vendor, the demo
 * logins' daily sign-ins and a mistyped password, and the publishing and sharing of recent vacancies.
 * Returns how many events it wrote.
 */
export async function seedDemoActivity(tx: Tx, anchor: Date): Promise<number> {
  const since = new Date(anchor.getTime() - 30 * 86_400_000);
  const actorColumns = sql`actor_user_id, actor_external_id, actor_name, actor_role, actor_vendor_id`;
  const actorOf = (user: string) =>
    sql`${sql.raw(user)}.id, ${sql.raw(user)}.external_id, ${sql.raw(user)}.first_name || ' ' || ${sql.raw(user)}.last_name, ${sql.raw(user)}.role::text, ${sql.raw(user)}.vendor_id`;
  // One after another: they share the seed's transaction (one connection).
  const statements = [
    // Pipeline steps.
    sql`
      insert into audit_events (occurred_at, ${actorColumns}, request_id, client_address, action,
        target_type, target_id, target_label, candidate_id, changes)
      select h.changed_at, ${actorOf('u')}, 'demo-' || h.id, '10.20.0.' || (h.id % 200 + 10),
        case h.kind when 'VACANCY_STATUS' then 'application.status_changed' else 'candidate.background_changed' end,
        'candidate', c.external_id::text, c.full_name, c.id,
        jsonb_build_array(jsonb_build_object('field', case h.kind when 'VACANCY_STATUS' then 'status' else 'backgroundStatus' end,
          'old', h.from_status, 'new', h.to_status))
      from candidate_status_history h
        join users u on u.id = h.changed_by_user_id
        join candidates c on c.id = h.candidate_id
      where h.changed_at >= ${since}`,
    // An edit of each of the 40 newest candidates, a day after they came, by whoever brought them.
    sql`
      insert into audit_events (occurred_at, ${actorColumns}, request_id, client_address, action,
        target_type, target_id, target_label, candidate_id, changes)
      select least(c.created_at + interval '1 day', ${anchor}::timestamptz), ${actorOf('u')},
        'demo-edit-' || c.id, '10.20.1.' || (c.id % 200 + 10), 'candidate.updated', 'candidate',
        c.external_id::text, c.full_name, c.id,
        jsonb_build_array(jsonb_build_object('field', 'noticePeriod', 'old', null, 'new', 'ONE_MONTH'))
      from (select * from candidates order by created_at desc, id desc limit 40) c
        join lateral (select * from users where users.role = case when c.vendor_id is null then 'TAG'::role else 'VENDOR'::role end
          and users.vendor_id is not distinct from c.vendor_id order by users.id limit 1) u on true`,
    // The demo logins' sign-ins, each working day of the last two weeks, and a mistyped password.
    sql`
      insert into audit_events (occurred_at, ${actorColumns}, request_id, client_address, action,
        target_type, target_id, target_label, changes)
      select ${anchor}::timestamptz - make_interval(days => d, hours => 14 - u.id % 5), ${actorOf('u')},
        'demo-signin-' || u.id || '-' || d, '10.20.2.' || (u.id % 200 + 10),
        case when d = 3 and u.email = 'recruiter@talentdesk.test' then 'auth.login_failed' else 'auth.signed_in' end,
        'user', u.external_id::text, u.first_name || ' ' || u.last_name, '[]'::jsonb
      from users u cross join generate_series(1, 14) as d
      where u.email in ('admin@talentdesk.test', 'recruiter@talentdesk.test', 'vendor@acme.test', 'vendor@globex.test')
        and (extract(isodow from ${anchor}::timestamptz - make_interval(days => d)) < 6
          or (d = 3 and u.email = 'recruiter@talentdesk.test'))`,
    // Recent published vacancies: published, then shared, by the demo ADMIN.
    sql`
      insert into audit_events (occurred_at, ${actorColumns}, request_id, client_address, action,
        target_type, target_id, target_label, changes)
      select v.created_at + make_interval(hours => s.step), ${actorOf('u')}, 'demo-vacancy-' || v.id || '-' || s.step,
        '10.20.3.10', s.action, 'vacancy', v.external_id::text, v.title, s.changes
      from (select * from vacancies where publish_to_external_app order by created_at desc limit 6) v
        cross join (values (2, 'vacancy.published',
            '[{"field":"publishToExternalApp","old":false,"new":true}]'::jsonb),
          (3, 'vacancy.shared', '[{"field":"vendors","old":null,"new":"Acme Staffing, Globex Talent"}]'::jsonb)) as s(step, action, changes)
        join users u on u.email = 'admin@talentdesk.test'`,
  ];
  let written = 0;
  for (const statement of statements) written += (await tx.execute(statement)).rowCount ?? 0;
  return written;
}
