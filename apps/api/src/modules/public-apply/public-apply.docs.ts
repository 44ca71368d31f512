import { z } from 'zod';
import {
  apiErrorSchema,
  publicApplicationSchema,
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
} from '@talent-desk/shared';
import { binarySchema, type DocumentedBody } from '../../contract/route-docs.js';
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
    'An application to a published OPEN vacancy, with no session. A person already known by e-mail ' +
    '(any case) or else by phone is attached to the vacancy, never created twice; a new one becomes a ' +
    'GL_WEBSITE candidate. Either way the candidate is Pending on the vacancy; applying again changes nothing ' +
    'but the yes/no answers given (the latest answer of a known person replaces the stored one).',
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
