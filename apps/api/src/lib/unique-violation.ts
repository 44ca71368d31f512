/** A PostgreSQL unique violation (23505), as node-postgres reports it or wrapped (drizzle's cause chain). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs a save whose uniqueness the database decides (a unique index): of two saves of one value at
 * once, the loser gets `conflict()` (a 409) instead of a 500.
 */
export async function savingUnique<T>(conflict: () => Error, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}
