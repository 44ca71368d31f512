import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  QUALIFICATIONS,
  YEARS_OF_EXPERIENCE,
  type CareersApplicationAnswers,
  type Qualification,
  type YearsOfExperience,
} from '@talent-desk/shared';
import type { FileStorage } from '../../integrations/files/file-storage.js';
import { newStorageKey } from '../../integrations/files/storage-key.js';
import {
  candidates,
  candidateSkills,
  candidateVacancies,
  careersApplications,
  resumes,
  skills,
  vacancies,
} from '../../db/schema/index.js';
import { DEMO_FAKER_SEED } from './demo-constants.js';
import { renderResume } from './demo-resumes.js';
import { createRng, type Rng } from '../prng.js';
import type { CandidateRow } from '../candidate-rows/seed-rows.js';
import type { Tx } from '../types.js';

/** Applications that created their GL_WEBSITE candidate (the profile is what they sent). */
const NEW_PEOPLE = 4;
/** What differs in a known candidate's application (see changedAnswers). */
type Change = 'newPhone' | 'moved' | 'moreExperience' | 'phoneOfAnother' | 'newName' | 'newResume';
/**
 * The known candidates who applied again, one list of applications each: the second applied twice (the
 * same values with a newer resume, then again with a phone typed that is another candidate's).
 */
const KNOWN_PLAN: readonly (readonly Change[])[] = [
  ['newPhone'],
  ['newResume', 'phoneOfAnother'],
  ['moved'],
  ['moreExperience'],
  ['newName'],
  ['moved'],
];
const DAY_MS = 86_400_000;
const COVER_LINE = 'Applying through the careers site: an updated resume for this role.';

type Candidate = typeof candidates.$inferSelect;
type ApplicationRow = typeof careersApplications.$inferInsert;
type StoredResume = Pick<
  ApplicationRow,
  'resumeFileName' | 'resumeContentType' | 'resumeSizeBytes' | 'resumeSha256'
> & {
  resumeStorageKey: string;
};

/** What a candidate row says, as the application form asks it. */
function answersOf(c: Candidate): CareersApplicationAnswers {
  return {
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    phone: c.phone,
    country: c.country,
    state: c.state,
    city: c.city,
    yearsOfExperience: c.yearsOfExperience as YearsOfExperience,
    educationalQualification: c.educationalQualification as Qualification,
    eligibleToWorkInUS: c.eligibleToWorkInUs,
    requireSponsorshipToWorkInUS: c.requireSponsorshipToWorkInUs,
    onSiteWork: c.onSiteWork,
    fullTimeWork: c.fullTimeWork,
    rotatingShiftsWork: c.rotatingShiftsWork,
  };
}

/** Documentation addresses (RFC 5737, RFC 3849): the demo's visitors come from no real network. */
function clientAddress(rng: Rng): string {
  return rng.chance(0.8)
    ? `${rng.pick(['203.0.113', '198.51.100', '192.0.2'])}.${rng.between(2, 254)}`
    : `2001:db8:${rng.between(1, 0xfff).toString(16)}::${rng.between(1, 0xfff).toString(16)}`;
}

async function store(
  files: FileStorage,
  written: string[],
  fileName: string,
  body: Buffer,
): Promise<StoredResume> {
  const storageKey = newStorageKey();
  written.push(storageKey);
  await files.put(storageKey, body);
  return {
    resumeStorageKey: storageKey,
    resumeFileName: fileName,
    resumeContentType: 'application/pdf',
    resumeSizeBytes: body.length,
    resumeSha256: createHash('sha256').update(body).digest('hex'),
  };
}

/** A phone of the same shape as `phone` (its last four digits changed) that no candidate holds. */
async function freshPhone(tx: Tx, rng: Rng, phone: string): Promise<string> {
  for (;;) {
    const candidate = `${phone.slice(0, -4)}${String(rng.int(10_000)).padStart(4, '0')}`;
    const [taken] = await tx
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.phone, candidate));
    if (!taken) return candidate;
  }
}

/** Another candidate's city in the same country and state: a move the reference lists know. */
async function anotherCity(tx: Tx, c: Candidate): Promise<string | null> {
  const [row] = await tx
    .select({ city: candidates.city })
    .from(candidates)
    .where(
      and(
        eq(candidates.country, c.country),
        c.state === null ? sql`${candidates.state} is null` : eq(candidates.state, c.state),
        ne(candidates.city, c.city),
      ),
    )
    .orderBy(asc(candidates.id))
    .limit(1);
  return row?.city ?? null;
}

const nextOf = <T>(values: readonly T[], value: unknown): T =>
  values[(values.indexOf(value as T) + 1) % values.length] ?? (values[0] as T);

/**
 * What a known candidate's application says, by the change it makes: a new phone and answers; a move
 * to another city of the same state or country; more experience and another degree; a phone typed
 * that is another candidate's (taking it over is refused); a new last name; or only a newer resume.
 */
async function changedAnswers(
  tx: Tx,
  rng: Rng,
  c: Candidate,
  change: Change,
  n: number,
): Promise<CareersApplicationAnswers> {
  const base = answersOf(c);
  switch (change) {
    case 'newPhone':
      return {
        ...base,
        phone: c.phone ? await freshPhone(tx, rng, c.phone) : null,
        onSiteWork: !(c.onSiteWork ?? false),
        fullTimeWork: true,
      };
    case 'moved':
      return { ...base, city: (await anotherCity(tx, c)) ?? c.city };
    case 'moreExperience':
      return {
        ...base,
        yearsOfExperience: nextOf(YEARS_OF_EXPERIENCE, c.yearsOfExperience),
        educationalQualification: nextOf(QUALIFICATIONS, c.educationalQualification),
      };
    case 'phoneOfAnother': {
      const [other] = await tx
        .select({ phone: candidates.phone })
        .from(candidates)
        .where(
          and(
            eq(candidates.country, c.country),
            ne(candidates.id, c.id),
            sql`${candidates.phone} is not null`,
          ),
        )
        .orderBy(asc(candidates.id))
        .limit(1);
      return {
        ...base,
        phone: other?.phone ?? base.phone,
        eligibleToWorkInUS: !(c.eligibleToWorkInUs ?? false),
      };
    }
    case 'newName': {
      const [other] = await tx
        .select({ lastName: candidates.lastName })
        .from(candidates)
        .where(ne(candidates.lastName, c.lastName))
        .orderBy(asc(candidates.id))
        .offset(n)
        .limit(1);
      return { ...base, lastName: other?.lastName ?? c.lastName };
    }
    case 'newResume':
      return base;
  }
}

/**
 * Careers-site applications for the demo (docs/decisions.md, Careers-site applications), in the seed's
 * transaction: the first GL_WEBSITE candidates on a published vacancy got there by applying (each
 * application's file a copy of the resume on file), and a few known candidates applied to another
 * published vacancy with values and a resume that differ from their profile, which nothing wrote into
 * it: staff see them on the candidate and the vacancy and take values over. Files are pushed to
 * `written` (removed again when the transaction fails). Answers how many applications were made.
 */
export async function seedDemoCareersApplications(
  tx: Tx,
  files: FileStorage,
  written: string[],
  anchor: Date,
): Promise<number> {
  const rng = createRng(DEMO_FAKER_SEED + 23);
  const published = await tx
    .select({ id: vacancies.id, createdAt: vacancies.createdAt })
    .from(vacancies)
    .where(and(eq(vacancies.publishToExternalApp, true), eq(vacancies.status, 'OPEN')))
    .orderBy(asc(vacancies.id));
  if (published.length === 0) return 0;
  const publishedIds = published.map((v) => v.id);
  const rows: ApplicationRow[] = [];

  const created = await tx
    .select({
      candidate: candidates,
      vacancyId: candidateVacancies.vacancyId,
      at: candidateVacancies.createdAt,
      resume: resumes,
    })
    .from(candidateVacancies)
    .innerJoin(candidates, eq(candidates.id, candidateVacancies.candidateId))
    .innerJoin(resumes, eq(resumes.candidateId, candidates.id))
    .where(and(eq(candidates.source, 'GL_WEBSITE'), inArray(candidateVacancies.vacancyId, publishedIds)))
    .orderBy(asc(candidateVacancies.id))
    .limit(NEW_PEOPLE);
  for (const { candidate, vacancyId, at, resume } of created) {
    const body = await buffer(await files.read(resume.storageKey));
    rows.push({
      vacancyId,
      candidateId: candidate.id,
      answers: answersOf(candidate),
      createdCandidate: true,
      ...(await store(files, written, resume.fileName, body)),
      clientAddress: clientAddress(rng),
      createdAt: at,
    });
  }

  const known = await tx
    .select({ candidate: candidates })
    .from(candidates)
    .innerJoin(resumes, eq(resumes.candidateId, candidates.id))
    .where(inArray(candidates.source, ['DIRECT_SEARCH', 'EXTERNAL']))
    .orderBy(asc(candidates.id));
  const chosen = known.filter((_, i) => i % 9 === 4).slice(0, KNOWN_PLAN.length);
  for (const [i, { candidate }] of chosen.entries()) {
    const attached = new Set(
      (
        await tx
          .select({ vacancyId: candidateVacancies.vacancyId })
          .from(candidateVacancies)
          .where(eq(candidateVacancies.candidateId, candidate.id))
      ).map((a) => a.vacancyId),
    );
    const open = published.filter((v) => !attached.has(v.id));
    const skillNames = (
      await tx
        .select({ name: skills.name })
        .from(candidateSkills)
        .innerJoin(skills, eq(skills.id, candidateSkills.skillId))
        .where(eq(candidateSkills.candidateId, candidate.id))
        .orderBy(asc(skills.name))
    ).map((s) => s.name);
    for (const change of KNOWN_PLAN[i] ?? []) {
      const vacancy = rng.pick(open.length > 0 ? open : published);
      const answers = await changedAnswers(tx, rng, candidate, change, i);
      const person: CandidateRow = { ...candidate, ...answersOf(candidate), phone: answers.phone ?? '' };
      // A newer resume than the one on file: what this application says, with a cover line.
      const body = await renderResume(
        {
          ...person,
          lastName: answers.lastName,
          fullName: `${answers.firstName} ${answers.lastName}`,
          city: answers.city,
          comments: COVER_LINE,
        },
        skillNames,
      );
      const from = Math.max(
        candidate.createdAt.getTime(),
        vacancy.createdAt.getTime(),
        anchor.getTime() - 21 * DAY_MS,
      );
      rows.push({
        vacancyId: vacancy.id,
        candidateId: candidate.id,
        answers,
        createdCandidate: false,
        ...(await store(
          files,
          written,
          `${answers.firstName}-${answers.lastName}-cv.pdf`.toLowerCase().replace(/[^a-z0-9.-]+/g, '-'),
          body,
        )),
        clientAddress: clientAddress(rng),
        createdAt: new Date(from + rng.int(Math.max(1, anchor.getTime() - from))),
      });
    }
  }
  if (rows.length > 0) await tx.insert(careersApplications).values(rows);
  return rows.length;
}
