import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { mentionToken, type NoteVisibility } from '@talent-desk/shared';
import { candidates, notes, users, vacancies, vacancyVendors, vendors } from '../../db/schema/index.js';
import type { Tx } from '../types.js';

const HOUR_MS = 3_600_000;

type Person = { id: number; token: string };
type DemoNote = {
  on: { candidateId: number } | { vacancyId: number };
  author: Person;
  visibility: NoteVisibility;
  body: string;
  mentions?: Person[];
  hoursAgo: number;
};

async function person(tx: Tx, email: string): Promise<Person | undefined> {
  const [row] = await tx
    .select({ id: users.id, externalId: users.externalId, first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.email, email));
  return row && { id: row.id, token: mentionToken(`${row.first} ${row.last}`, row.externalId) };
}

/** The oldest candidate a vendor submitted: the same one on every load of the same demo. */
async function firstCandidateOf(tx: Tx, vendorName: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: candidates.id })
    .from(candidates)
    .innerJoin(vendors, eq(vendors.id, candidates.vendorId))
    .where(eq(vendors.name, vendorName))
    .orderBy(asc(candidates.id))
    .limit(1);
  return row?.id;
}

/** An OPEN vacancy shared with both demo vendors, so that each vendor's login shows its notes. */
async function sharedVacancy(tx: Tx): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: vacancies.id })
    .from(vacancies)
    .innerJoin(vacancyVendors, eq(vacancyVendors.vacancyId, vacancies.id))
    .innerJoin(vendors, eq(vendors.id, vacancyVendors.vendorId))
    .where(and(eq(vacancies.status, 'OPEN'), inArray(vendors.name, ['Acme Staffing', 'Globex Talent'])))
    .groupBy(vacancies.id)
    .having(sql`count(*) = 2`)
    .orderBy(asc(vacancies.id))
    .limit(1);
  return row?.id;
}

/**
 * A handful of notes (issue 24) on the first Acme and Globex candidates and a vacancy shared with both,
 * written by the four demo logins, with mentions, dated in the hours before the load day. Mentions here
 * send no e-mail: the seed writes rows, it does not act as the users.
 */
export async function seedDemoNotes(tx: Tx, anchor: Date): Promise<number> {
  const admin = await person(tx, 'admin@talentdesk.test');
  const recruiter = await person(tx, 'recruiter@talentdesk.test');
  const acme = await person(tx, 'vendor@acme.test');
  const globex = await person(tx, 'vendor@globex.test');
  const acmeCandidate = await firstCandidateOf(tx, 'Acme Staffing');
  const globexCandidate = await firstCandidateOf(tx, 'Globex Talent');
  const vacancy = await sharedVacancy(tx);
  if (!admin || !recruiter || !acme || !globex || !acmeCandidate || !globexCandidate || !vacancy) return 0;

  const planned: DemoNote[] = [
    {
      on: { candidateId: acmeCandidate },
      author: recruiter,
      visibility: 'INTERNAL',
      body: `${admin.token} the rate is 8% above the band. Can you approve it before Friday's panel?`,
      mentions: [admin],
      hoursAgo: 30,
    },
    {
      on: { candidateId: acmeCandidate },
      author: recruiter,
      visibility: 'VENDOR',
      body: `${acme.token} thanks for the profile. Please send the updated resume with the payments project.`,
      mentions: [acme],
      hoursAgo: 26,
    },
    {
      on: { candidateId: acmeCandidate },
      author: acme,
      visibility: 'VENDOR',
      body: 'Updated resume is attached to the profile. The candidate can interview Tuesday or Wednesday morning.',
      hoursAgo: 20,
    },
    {
      on: { candidateId: globexCandidate },
      author: recruiter,
      visibility: 'VENDOR',
      body: `${globex.token} the hiring manager would like a 20-minute call first; please propose two slots.`,
      mentions: [globex],
      hoursAgo: 9,
    },
    {
      on: { vacancyId: vacancy },
      author: admin,
      visibility: 'INTERNAL',
      body: `${recruiter.token} budget confirmed for both openings. Prioritise candidates who can start this quarter.`,
      mentions: [recruiter],
      hoursAgo: 50,
    },
    {
      on: { vacancyId: vacancy },
      author: recruiter,
      visibility: 'VENDOR',
      body: 'The shortlist closes next Friday. Please submit only candidates with production Kotlin experience.',
      hoursAgo: 44,
    },
    {
      on: { vacancyId: vacancy },
      author: recruiter,
      visibility: 'PRIVATE',
      body: 'Reminder to self: ask the hiring manager whether remote within the EU is acceptable.',
      hoursAgo: 5,
    },
  ];
  await tx.insert(notes).values(
    planned.map((note) => {
      const at = new Date(anchor.getTime() - note.hoursAgo * HOUR_MS);
      return {
        ...note.on,
        authorUserId: note.author.id,
        visibility: note.visibility,
        body: note.body,
        mentions: (note.mentions ?? []).map((m) => m.id),
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  return planned.length;
}
