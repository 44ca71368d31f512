import { z } from 'zod';
import type { ApiErrorBody } from '../api-error-body.js';
import { API_ERROR_CODES } from '../error-codes.js';

/** The one error body of the API (ERR-01), as the API declares it: `code` is one of the closed
 * vocabulary (error-codes.ts), so the OpenAPI document lists them and the tests' contract check fails an
 * answer with any other. The web reads it with `readApiErrorBody` (api-error-body.ts). */
export const apiErrorSchema = z.object({
  status: z.number().int(),
  code: z.enum(API_ERROR_CODES),
  message: z.string(),
  fields: z
    .array(z.object({ path: z.string(), message: z.string(), code: z.string().optional() }))
    .optional(),
  requestId: z.string().optional(),
}) satisfies z.ZodType<ApiErrorBody>;
