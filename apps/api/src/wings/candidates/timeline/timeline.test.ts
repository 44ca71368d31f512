import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from '@talent-desk/shared';
import { attachCandidate, insertStatusHistory } from '../../../test/fixtures.js';
import { insertCampaignSql } from '../../engagement/testing/index.js';
import { useNotesHarness, type NotesWho } from '../testing/notes-harness.js';

/** The timeline of a candidate as each role reads it: Acme's candidate, read by staff, Acme and Globex. */
const h = useNotesHarness();
const url = () => `/api/candidates/${h.acmeCandidate.externalId}/timeline`;

async function timeline(who: NotesWho, query = ''): Promise<TimelineEntry[]> {
  const answer = await h.get(who, `${url()}?size=100${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().content as TimelineEntry[];
}

const notes = (entries: TimelineEntry[]) => entries.flatMap((e) => (e.note ? [e.note.body] : []));

describe('GET /api/candidates/{id}/timeline', () => {
  it('gathers notes, submissions, pipeline steps, campaign e-mails and changes, newest first, for staff', async () => {
    const candidateId = h.acmeCandidate.id;
    await h.send('tag', 'POST', `/api/candidates/${h.acmeCandidate.externalId}/notes`, {
      body: 'Internal: strong on Kafka',
      visibility: 'INTERNAL',
    });
    await h.send('acme', 'POST', `/api/candidates/${h.acmeCandidate.externalId}/notes`, {
      body: 'Acme: available from March',
      visibility: 'VENDOR',
    });
    await attachCandidate(h.t.db, candidateId, h.vacancy.id);
    await insertStatusHistory(h.t.db, {
      candidateId,
      vacancyId: h.vacancy.id,
      kind: 'VACANCY_STATUS',
      fromStatus: 'PENDING',
      toStatus: 'SHORTLISTED',
      changedByUserId: h.users.tag.id,
    });
    const pool = h.t.database.pool;
    const campaign = insertCampaignSql({ name: 'Spring hiring', tag: 'none', ownerUserId: h.users.admin.id });
    const { rows } = await pool.query<{ id: number }>(campaign.text, campaign.values);
    await pool.query(
      `insert into campaign_recipients (campaign_id, candidate_id, email, delivery, sent_at, opened_at)
       values ($1, $2, 'x@example.test', 'SENT', now() - interval '2 hours', now() - interval '1 hour')`,
      [rows[0]?.id, candidateId],
    );

    const entries = await timeline('tag');
    const kinds = new Set(entries.map((e) => e.kind));
    expect(kinds).toEqual(new Set(['note', 'submission', 'status', 'campaign']));
    expect(notes(entries)).toEqual(['Acme: available from March', 'Internal: strong on Kafka']);
    const step = entries.find((e) => e.kind === 'status');
    expect(step).toMatchObject({
      fromStatus: 'PENDING',
      toStatus: 'SHORTLISTED',
      actorName: h.users.tag.name,
      vacancy: { externalId: h.vacancy.externalId, title: 'Platform Engineer' },
    });
    expect(entries.filter((e) => e.kind === 'campaign').map((e) => e.campaignEvent)).toEqual([
      'opened',
      'sent',
    ]);
    expect(entries.find((e) => e.kind === 'campaign')?.campaign?.name).toBe('Spring hiring');
    const times = entries.map((e) => e.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);

    const onlyNotes = await timeline('tag', '&kind=note,campaign');
    expect(new Set(onlyNotes.map((e) => e.kind))).toEqual(new Set(['note', 'campaign']));
    expect((await h.get('tag', `${url()}?kind=gossip`)).statusCode).toBe(400);
  });

  it("shows the candidate's own vendor only what concerns it: no internal note, campaign or staff name", async () => {
    const entries = await timeline('acme');
    expect(notes(entries)).toContain('Acme: available from March');
    expect(notes(entries)).not.toContain('Internal: strong on Kafka');
    expect(entries.some((e) => e.kind === 'campaign')).toBe(false);
    const step = entries.find((e) => e.kind === 'status');
    expect(step?.toStatus).toBe('SHORTLISTED');
    expect(step?.actorName).toBeNull();
    // Its own note's audit event is the note itself, not a second entry.
    expect(entries.some((e) => e.kind === 'change' && e.action?.startsWith('note.'))).toBe(false);
  });

  it('is a 404 for another vendor, and for an unknown candidate', async () => {
    expect((await h.get('globex', url())).statusCode).toBe(404);
    expect(
      (await h.get('tag', '/api/candidates/00000000-0000-4000-8000-000000000000/timeline')).statusCode,
    ).toBe(404);
  });

  it('pages without repeating an entry', async () => {
    const all = await timeline('tag');
    const first = (await h.get('tag', `${url()}?size=15&page=1`)).json();
    expect(first.totalElements).toBe(all.length);
    const ids = first.content.map((e: TimelineEntry) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
