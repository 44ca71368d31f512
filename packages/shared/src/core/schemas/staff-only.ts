import type { z } from 'zod';

/** How the API document marks a response field that only ADMIN and TAG get (docs/decisions.md). */
export const STAFF_ONLY_NOTE = 'ADMIN and TAG only: a VENDOR’s response leaves it out.';

/**
 * A response field only staff get (GLO-R ids, business group links, staff names...): optional in the
 * shared schema, which therefore also describes a VENDOR's answer, and left out (`.omit`) of the
 * VENDOR's own schema, the one the API builds and serialises a VENDOR's answer through.
 */
export function staffOnly<T extends z.ZodType>(schema: T) {
  return schema.optional().meta({ description: STAFF_ONLY_NOTE });
}
