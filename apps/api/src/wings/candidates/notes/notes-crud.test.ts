import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../../db/schema/index.js';
import { useNotesHarness } from '../testing/notes-harness.js';

const h = useNotesHarness();
const candidateNotes = () => `/api/candidates/${h.acmeCandidate.externalId}/notes`;

async function eventsOf(noteExternalId: string) {
  return h.t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, 'note'), eq(auditEvents.targetId, noteExternalId)))
    .orderBy(auditEvents.id);
}

describe('notes on a candidate: write, read, edit, delete', () => {
  it('a recruiter writes a note, reads it back newest first, edits and deletes it, each change one audit event', async () => {
    const created = await h.send('tag', 'POST', candidateNotes(), {
      body: '  Strong on Kotlin; ask about notice period.  ',
      visibility: 'INTERNAL',
    });
    expect(created.statusCode).toBe(201);
    const note = created.json();
    expect(note).toMatchObject({
      body: 'Strong on Kotlin; ask about notice period.',
      visibility: 'INTERNAL',
      author: { externalId: h.users.tag.externalId, name: 'Tom Recruiter' },
      canEdit: true,
      canDelete: true,
    });
    const second = (
      await h.send('admin', 'POST', candidateNotes(), { body: 'Second', visibility: 'VENDOR' })
    ).json();

    const list = (await h.get('tag', `${candidateNotes()}?size=5`)).json();
    expect(list.content.map((n: { externalId: string }) => n.externalId).slice(0, 2)).toEqual([
      second.externalId,
      note.externalId,
    ]);
    expect(list.content[0]).toMatchObject({ canEdit: false, canDelete: false });

    const edited = await h.send('tag', 'PUT', `${candidateNotes()}/${note.externalId}`, {
      body: 'Strong on Kotlin.',
      visibility: 'VENDOR',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ body: 'Strong on Kotlin.', visibility: 'VENDOR' });

    const deleted = await h.send('tag', 'DELETE', `${candidateNotes()}/${note.externalId}`);
    expect(deleted.statusCode).toBe(204);
    expect((await h.send('tag', 'DELETE', `${candidateNotes()}/${note.externalId}`)).statusCode).toBe(404);

    const events = await eventsOf(note.externalId);
    expect(events.map((e) => e.action)).toEqual(['note.created', 'note.updated', 'note.deleted']);
    expect(events.every((e) => e.candidateId === h.acmeCandidate.id)).toBe(true);
    expect(events[0]?.changes).toEqual([
      { field: 'visibility', old: null, new: 'INTERNAL' },
      { field: 'bodyLength', old: null, new: 42 },
    ]);
    expect(events[1]?.changes).toEqual([
      { field: 'visibility', old: 'INTERNAL', new: 'VENDOR' },
      { field: 'bodyLength', old: 42, new: 17 },
    ]);
    expect(JSON.stringify(events)).not.toContain('Kotlin');
  });

  it('only the author edits; another recruiter gets 403 and an ADMIN may delete but not edit', async () => {
    const note = (
      await h.send('tag', 'POST', candidateNotes(), { body: 'Mine', visibility: 'INTERNAL' })
    ).json();
    const url = `${candidateNotes()}/${note.externalId}`;
    expect((await h.send('admin', 'PUT', url, { body: 'Theirs', visibility: 'INTERNAL' })).statusCode).toBe(
      403,
    );
    const vendorNote = (
      await h.send('acme', 'POST', candidateNotes(), { body: 'By Acme', visibility: 'VENDOR' })
    ).json();
    const vendorUrl = `${candidateNotes()}/${vendorNote.externalId}`;
    expect((await h.send('tag', 'DELETE', vendorUrl)).statusCode).toBe(403);
    expect((await h.send('acme2', 'DELETE', vendorUrl)).statusCode).toBe(403);
    expect((await h.send('admin', 'DELETE', url)).statusCode).toBe(204);
    expect((await h.send('admin', 'DELETE', vendorUrl)).statusCode).toBe(204);
    expect((await eventsOf(note.externalId)).map((e) => e.action)).toEqual(['note.created', 'note.deleted']);
  });

  it('a refused change writes no audit event and changes nothing', async () => {
    const note = (
      await h.send('tag', 'POST', candidateNotes(), { body: 'Keep', visibility: 'INTERNAL' })
    ).json();
    await h.send('admin', 'PUT', `${candidateNotes()}/${note.externalId}`, {
      body: 'No',
      visibility: 'INTERNAL',
    });
    expect((await eventsOf(note.externalId)).map((e) => e.action)).toEqual(['note.created']);
  });

  it('an empty body, a body over 5,000 characters and an unknown visibility are refused naming the field', async () => {
    const empty = await h.send('tag', 'POST', candidateNotes(), { body: '   ', visibility: 'INTERNAL' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toContainEqual(expect.objectContaining({ path: 'body' }));
    const long = await h.send('tag', 'POST', candidateNotes(), {
      body: 'x'.repeat(5001),
      visibility: 'INTERNAL',
    });
    expect(long.statusCode).toBe(400);
    const odd = await h.send('tag', 'POST', candidateNotes(), { body: 'Hi', visibility: 'PUBLIC' });
    expect(odd.json().fields).toContainEqual(expect.objectContaining({ path: 'visibility' }));
  });

  it('a vendor writes VENDOR and PRIVATE notes but never an INTERNAL one', async () => {
    const internal = await h.send('acme', 'POST', candidateNotes(), { body: 'Psst', visibility: 'INTERNAL' });
    expect(internal.statusCode).toBe(400);
    expect(internal.json().fields).toContainEqual(expect.objectContaining({ path: 'visibility' }));
    for (const visibility of ['VENDOR', 'PRIVATE']) {
      expect((await h.send('acme', 'POST', candidateNotes(), { body: 'Ok', visibility })).statusCode).toBe(
        201,
      );
    }
  });

  it('notes on a vacancy work the same way and their events are on no candidate timeline', async () => {
    const url = `/api/vacancies/${h.vacancy.externalId}/notes`;
    const note = (
      await h.send('admin', 'POST', url, { body: 'Budget approved', visibility: 'INTERNAL' })
    ).json();
    expect((await h.get('tag', url)).json().content[0].externalId).toBe(note.externalId);
    const [event] = await eventsOf(note.externalId);
    expect(event).toMatchObject({
      action: 'note.created',
      candidateId: null,
      targetLabel: 'Note on Platform Engineer',
    });
  });

  it('an unknown candidate or vacancy is 404', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await h.get('tag', `/api/candidates/${unknown}/notes`)).statusCode).toBe(404);
    expect(
      (await h.send('tag', 'POST', `/api/vacancies/${unknown}/notes`, { body: 'x', visibility: 'INTERNAL' }))
        .statusCode,
    ).toBe(404);
  });
});
