import { COUNTRY_USA } from '@talent-desk/shared';
import { emailSlug, type DemoFaker } from './demo-faker.js';
import { DEMO_RECRUITER_NOTES } from './demo-recruiter-notes.js';
import type { Rng } from '../prng.js';
import type { SeedPerson } from '../candidate-rows/seed-candidate.js';
import {
  CANDIDATE_COUNTRIES,
  CANDIDATE_COUNTRY_WEIGHTS,
  candidatePhone,
} from '../candidate-rows/seed-people.js';
import { usPlaces } from '../candidate-rows/seed-us-places.js';

const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'] as const;

/**
 * A demo candidate's person fields with locale-true names and cities from faker; USA candidates live in a
 * state and one of its cities from the reference lists (CAND-FORM: USA needs a state). `n` numbers the
 * candidates of the run and makes the phone unique; `emails` keeps e-mails unique case-insensitively.
 */
export function demoPerson(fake: DemoFaker, rng: Rng, n: number, emails: Set<string>): SeedPerson {
  const country = rng.weighted(CANDIDATE_COUNTRIES, CANDIDATE_COUNTRY_WEIGHTS);
  const f = fake.of(country);
  const firstName = f.person.firstName();
  const lastName = f.person.lastName();
  const middleName = rng.chance(0.15) ? f.person.middleName() : null;
  let state: string | null = null;
  let city: string;
  if (country === COUNTRY_USA) {
    const place = rng.pick(usPlaces().states);
    state = place.name;
    city = rng.pick(place.cities);
  } else {
    city = f.location.city();
  }
  const slug = emailSlug(firstName, lastName) || 'candidate';
  const domain = rng.pick(EMAIL_DOMAINS);
  let email = `${slug}@${domain}`;
  for (let k = 2; emails.has(email); k++) email = `${slug}${k}@${domain}`;
  emails.add(email);
  return {
    firstName,
    middleName,
    lastName,
    email,
    phone: candidatePhone(country, n, rng),
    linkedinUrl: rng.chance(0.7) ? `https://www.linkedin.com/in/${slug.replace(/\./g, '-')}-${n}` : null,
    country,
    state,
    city,
    experience: `${f.person.jobTitle()} at ${f.company.name()}`,
    comments: rng.chance(0.3) ? f.helpers.arrayElement(DEMO_RECRUITER_NOTES) : null,
  };
}
