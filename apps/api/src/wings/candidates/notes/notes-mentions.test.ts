import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mentionToken } from '@talent-desk/shared';
import { mailMessages, notes, users } from '../../../db/schema/index.js';
import { useNotesHarness, type NotesWho } from '../testing/notes-harness.js';

const h = useNotesHarness();
const acmeNotes = () => `/api/candidates/${h.acmeCandidate.externalId}/notes`;
const at = (who: NotesWho) => mentionToken(h.users[who].name, h.users[who].externalId);

async function mailTo(who: NotesWho) {
  return h.t.db.select().from(mailMessages).where(eq(mailMessages.recipientUserId, h.users[who].id));
}
async function noteCount() {
  return (await h.t.db.select({ id: notes.id }).from(notes)).length;
}

describe('mentions in notes', () => {
  it('a mentioned user who can read the note gets an e-mail with a link to the candidate, through the outbox', async () => {
    const answer = await h.send('tag', 'POST', acmeNotes(), {
      body: `${at('admin')} and ${at('acme')}: please check the references`,
      visibility: 'VENDOR',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().mentions).toEqual([
      { externalId: h.users.admin.externalId, name: 'Ada Admin' },
      { externalId: h.users.acme.externalId, name: 'Alice Acme' },
    ]);
    const [toAdmin] = await mailTo('admin');
    expect(toAdmin?.subject).toBe(`Tom Recruiter mentioned you in a note on ${h.acmeCandidate.fullName}`);
    expect(toAdmin?.text).toContain(
      `https://talentdesk.example/internal/candidates/${h.acmeCandidate.externalId}`,
    );
    expect(toAdmin?.text).not.toContain('references');
    // A vendor's user is not told the recruiter's name.
    const [toAcme] = await mailTo('acme');
    expect(toAcme?.subject).toBe(
      `The recruiting team mentioned you in a note on ${h.acmeCandidate.fullName}`,
    );
    expect(toAcme?.toAddresses).toEqual([h.users.acme.email]);
  });

  it('an edit mails only the newly mentioned, and a vacancy mention links to the vacancy notes', async () => {
    const url = `/api/vacancies/${h.vacancy.externalId}/notes`;
    const note = (
      await h.send('admin', 'POST', url, { body: `${at('tag')} shortlist by Friday`, visibility: 'INTERNAL' })
    ).json();
    const before = (await mailTo('tag')).length;
    await h.send('admin', 'PUT', `${url}/${note.externalId}`, {
      body: `${at('tag')} shortlist by Friday, ${at('admin')}`,
      visibility: 'INTERNAL',
    });
    const toTag = await mailTo('tag');
    expect(toTag).toHaveLength(before);
    expect(toTag.at(-1)?.text).toContain(`/internal/vacancies/${h.vacancy.externalId}#notes`);
  });

  it.each([
    ['a Globex user on an Acme candidate', 'tag', 'globex', 'VENDOR'],
    ['a vendor user in an INTERNAL note', 'tag', 'acme', 'INTERNAL'],
    ['anyone but the author in a PRIVATE note', 'tag', 'admin', 'PRIVATE'],
    ['a recruiter, by a vendor user (who may not know recruiters)', 'acme', 'tag', 'VENDOR'],
  ] as const)(
    'mentioning %s is refused with 400 naming them, and nothing is saved',
    async (_what, author, mentioned, visibility) => {
      const notesBefore = await noteCount();
      const mailBefore = (await mailTo(mentioned)).length;
      const answer = await h.send(author, 'POST', acmeNotes(), {
        body: `Hello ${at(mentioned)}`,
        visibility,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('VALIDATION');
      expect(answer.json().message).toBe(
        `${h.users[mentioned].name} cannot see this note, so they cannot be mentioned in it`,
      );
      expect(answer.json().fields).toEqual([{ path: 'body', message: answer.json().message }]);
      expect(await noteCount()).toBe(notesBefore);
      expect(await mailTo(mentioned)).toHaveLength(mailBefore);
    },
  );

  it('an inactive user cannot be mentioned', async () => {
    const gone = await h.t.createUser('TAG');
    await h.t.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, gone.id));
    const answer = await h.send('tag', 'POST', acmeNotes(), {
      body: `Ask ${mentionToken('Old Colleague', gone.externalId)}`,
      visibility: 'INTERNAL',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('Old Colleague cannot see this note');
  });

  it("a vendor sees a recruiter's mention of a colleague as plain text, without the name", async () => {
    await h.send('tag', 'POST', acmeNotes(), { body: `${at('admin')} will call`, visibility: 'VENDOR' });
    const list = (await h.get('acme', `${acmeNotes()}?size=100`)).json();
    const note = list.content.find((n: { body: string }) => n.body.endsWith('will call'));
    expect(note.body).toBe('@the recruiting team will call');
    expect(note.mentions).toEqual([]);
  });

  it('the mentionable list holds who would read the note and whom the asker may name', async () => {
    const list = async (who: NotesWho, query: string) =>
      ((await h.get(who, `/api/notes/mentionable?${query}`)).json() as { name: string }[]).map((u) => u.name);
    const candidate = `candidate=${h.acmeCandidate.externalId}`;
    expect(await list('tag', `${candidate}&visibility=VENDOR`)).toEqual(
      expect.arrayContaining(['Ada Admin', 'Alice Acme', 'Arno Acme', 'Tom Recruiter']),
    );
    expect(await list('tag', `${candidate}&visibility=VENDOR`)).not.toContain('Greta Globex');
    expect(await list('tag', `${candidate}&visibility=INTERNAL`)).not.toContain('Alice Acme');
    expect(await list('tag', `${candidate}&visibility=PRIVATE`)).toEqual(['Tom Recruiter']);
    expect(await list('acme', `${candidate}&visibility=VENDOR`)).toEqual(['Alice Acme', 'Arno Acme']);
    expect(await list('tag', `${candidate}&visibility=VENDOR&q=arn`)).toEqual(['Arno Acme']);
    const vacancy = `vacancy=${h.vacancy.externalId}&visibility=VENDOR`;
    expect(await list('tag', vacancy)).toEqual(expect.arrayContaining(['Alice Acme', 'Greta Globex']));
    expect(await list('globex', vacancy)).toEqual(['Greta Globex']);
    expect((await h.get('tag', '/api/notes/mentionable?visibility=VENDOR')).statusCode).toBe(400);
  });
});
