import { z } from 'zod';
import type { ApiErrorBody } from '../api-error-body.js';

/** The one error body of the API (ERR-01), as the API declares it; the web reads it with
 * `readApiErrorBody` (api-error-body.ts), which accepts the same bodies. */
export const apiErrorSchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  requestId: z.string().optional(),
}) satisfies z.ZodType<ApiErrorBody>;
