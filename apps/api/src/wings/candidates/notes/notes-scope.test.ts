import { describe, expect, it } from 'vitest';
import { insertVacancy } from '../../../test/fixtures.js';
import { useNotesHarness, type NotesWho } from '../testing/notes-harness.js';

/** What each vendor's users read (docs/decisions.md, Notes): Acme and Globex side by side. */
const h = useNotesHarness();
const acmeNotes = () => `/api/candidates/${h.acmeCandidate.externalId}/notes`;
const vacancyNotes = () => `/api/vacancies/${h.vacancy.externalId}/notes`;

async function bodies(who: NotesWho, url: string): Promise<string[]> {
  const answer = await h.get(who, `${url}?size=100`);
  expect(answer.statusCode).toBe(200);
  return answer.json().content.map((n: { body: string }) => n.body);
}

describe('what a vendor reads of notes', () => {
  it('a Globex user gets 404 on every notes route of an Acme candidate', async () => {
    const note = (
      await h.send('acme', 'POST', acmeNotes(), { body: 'Acme only', visibility: 'VENDOR' })
    ).json();
    expect((await h.get('globex', acmeNotes())).statusCode).toBe(404);
    expect(
      (await h.send('globex', 'POST', acmeNotes(), { body: 'x', visibility: 'VENDOR' })).statusCode,
    ).toBe(404);
    const url = `${acmeNotes()}/${note.externalId}`;
    expect((await h.send('globex', 'PUT', url, { body: 'x', visibility: 'VENDOR' })).statusCode).toBe(404);
    expect((await h.send('globex', 'DELETE', url)).statusCode).toBe(404);
    const mentionable = await h.get(
      'globex',
      `/api/notes/mentionable?candidate=${h.acmeCandidate.externalId}&visibility=VENDOR`,
    );
    expect(mentionable.statusCode).toBe(404);
  });

  it("an Acme user never reads an INTERNAL note nor another user's PRIVATE note, but reads VENDOR notes", async () => {
    await h.send('tag', 'POST', acmeNotes(), { body: 'Internal: rate too high', visibility: 'INTERNAL' });
    await h.send('tag', 'POST', acmeNotes(), { body: 'Vendor: send the portfolio', visibility: 'VENDOR' });
    await h.send('acme2', 'POST', acmeNotes(), { body: 'Private to Arno', visibility: 'PRIVATE' });
    const seen = await bodies('acme', acmeNotes());
    expect(seen).toContain('Vendor: send the portfolio');
    expect(seen).not.toContain('Internal: rate too high');
    expect(seen).not.toContain('Private to Arno');
    expect(await bodies('acme2', acmeNotes())).toContain('Private to Arno');
    // Not even an ADMIN reads someone else's PRIVATE note.
    expect(await bodies('admin', acmeNotes())).not.toContain('Private to Arno');
    expect(await bodies('tag', acmeNotes())).toContain('Internal: rate too high');
  });

  it("a vendor does not learn a recruiter's name: the author is null, its own colleague is named", async () => {
    await h.send('tag', 'POST', acmeNotes(), { body: 'From the recruiter', visibility: 'VENDOR' });
    await h.send('acme2', 'POST', acmeNotes(), { body: 'From a colleague', visibility: 'VENDOR' });
    const notes = (await h.get('acme', `${acmeNotes()}?size=100`)).json().content as {
      body: string;
      author: { name: string | null; externalId: string | null };
    }[];
    expect(notes.find((n) => n.body === 'From the recruiter')?.author).toEqual({
      externalId: null,
      name: null,
    });
    expect(notes.find((n) => n.body === 'From a colleague')?.author.name).toBe('Arno Acme');
  });

  it("on a vacancy shared with both, each vendor reads the staff's VENDOR notes but not the other vendor's", async () => {
    await h.send('tag', 'POST', vacancyNotes(), {
      body: 'To all vendors: two openings left',
      visibility: 'VENDOR',
    });
    await h.send('tag', 'POST', vacancyNotes(), { body: 'Staff only: budget', visibility: 'INTERNAL' });
    await h.send('acme', 'POST', vacancyNotes(), {
      body: 'Acme: three profiles coming',
      visibility: 'VENDOR',
    });
    await h.send('globex', 'POST', vacancyNotes(), { body: 'Globex: one profile', visibility: 'VENDOR' });
    const acme = await bodies('acme', vacancyNotes());
    const globex = await bodies('globex', vacancyNotes());
    expect(acme).toEqual(
      expect.arrayContaining(['To all vendors: two openings left', 'Acme: three profiles coming']),
    );
    expect(acme).not.toContain('Globex: one profile');
    expect(globex).toEqual(
      expect.arrayContaining(['To all vendors: two openings left', 'Globex: one profile']),
    );
    expect(globex).not.toContain('Acme: three profiles coming');
    expect([...acme, ...globex]).not.toContain('Staff only: budget');
    expect(await bodies('tag', vacancyNotes())).toEqual(
      expect.arrayContaining(['Acme: three profiles coming', 'Globex: one profile', 'Staff only: budget']),
    );
  });

  it('a vacancy not shared with a vendor, or no longer open, is 404 for its notes', async () => {
    const globexVendorId = h.users.globex.vendorId ?? 0;
    const acmeVendorId = h.users.acme.vendorId ?? 0;
    const globexOnly = await insertVacancy(h.t.db, { sharedWithVendorIds: [globexVendorId] });
    expect((await h.get('acme', `/api/vacancies/${globexOnly.externalId}/notes`)).statusCode).toBe(404);
    expect((await h.get('globex', `/api/vacancies/${globexOnly.externalId}/notes`)).statusCode).toBe(200);
    const closed = await insertVacancy(h.t.db, { status: 'CLOSED', sharedWithVendorIds: [acmeVendorId] });
    expect((await h.get('acme', `/api/vacancies/${closed.externalId}/notes`)).statusCode).toBe(404);
    expect((await h.get('tag', `/api/vacancies/${closed.externalId}/notes`)).statusCode).toBe(200);
  });
});
