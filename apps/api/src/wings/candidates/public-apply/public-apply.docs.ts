import { z } from 'zod';
import {
  apiErrorSchema,
  publicApplicationSchema,
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
} from '@talent-desk/shared';
import { binarySchema, type DocumentedBody } from '../../../contract/route-docs.js';
import { APPLICATION_LIMITS } from './application-throttle.js';

/** An application that passes every rule (the demo's countries and options). */
const APPLICATION_EXAMPLE = {
  firstName: 'Marta',
  lastName: 'Keller',
  email: 'marta.keller@example.com',
  phone: '+49 151 23456789',
  country: 'Germany',
  city: 'Hamburg',
  yearsOfExperience: 'THREE_TO_FIVE',
  educationalQualification: "Master's Degree",
  eligibleToWorkInUS: false,
  requireSponsorshipToWorkInUS: true,
  fullTimeWork: true,
};

const limits = APPLICATION_LIMITS.map((l) => `${l.max} per ${l.windowMs / 60_000} minutes`).join(' and ');

/** POST /api/public/vacancies/{id}/applications: the `application` JSON part and the `resume` file. */
export const applicationBody: DocumentedBody = {
  contentType: 'multipart/form-data',
  description:
    'An application to a published OPEN vacancy, with no session, kept as an application of its own ' +
    '(its answers, its resume file, when, from which address). A person already known by e-mail (any ' +
    'case), else by phone, is never changed by it: no answers, resume, assignment or status written; ' +
    'staff see the application on the candidate and take values over. A new person becomes a GL_WEBSITE ' +
    'candidate with the resume on file, Pending on the vacancy. Applying again stores another application.',
  schema: z.object({
    application: publicApplicationSchema.meta({
      description:
        'The application as JSON text: the candidate rules for each field (phone with the country, a ' +
        'state in the USA). The five yes/no questions are optional (true, false, or null for no answer). ' +
        '`website` is a honeypot: leave it out.',
      examples: [APPLICATION_EXAMPLE],
    }),
    resume: binarySchema.describe(
      `The resume: ${RESUME_EXTENSIONS.join(', ')}, at most ${RESUME_MAX_BYTES / 1024 / 1024} MB; ` +
        'checked by extension and by content.',
    ),
  }),
};

/** The statuses of the careers-site calls beyond those every route gets. */
export const notOpenResponse = apiErrorSchema.describe(
  'The vacancy is not on the careers site: unpublished, not OPEN, unknown or a malformed id (one body for all).',
);
export const throttledResponse = apiErrorSchema.describe(
  `Too many applications from this IP address (${limits}); the Retry-After header gives the seconds to wait.`,
);
