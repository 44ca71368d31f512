import { describe, expect, it } from 'vitest';
import { useNotesHarness, type NotesWho } from '../testing/notes-harness.js';

/** Many people writing on one candidate at the same moment, over real HTTP (requests overlap). */
const h = useNotesHarness();

describe('notes written at the same time', () => {
  it('thirty notes posted at once by four users all land, each listed once with one audit event', async () => {
    const url = `/api/candidates/${h.acmeCandidate.externalId}/notes`;
    const writers: NotesWho[] = ['admin', 'tag', 'acme', 'acme2'];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        h.http(writers[i % writers.length] ?? 'tag', 'POST', url, {
          body: `Note ${i}`,
          visibility: 'VENDOR',
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 30 }, () => 201));
    const listed = (await h.get('tag', `${url}?size=50`)).json();
    expect(listed.totalElements).toBe(30);
    const bodies = listed.content.map((n: { body: string }) => n.body).sort();
    expect(new Set(bodies).size).toBe(30);
    const events = await h.t.db.query.auditEvents.findMany({
      where: (e, { and, eq }) => and(eq(e.action, 'note.created'), eq(e.candidateId, h.acmeCandidate.id)),
    });
    expect(events).toHaveLength(30);
  });
});
