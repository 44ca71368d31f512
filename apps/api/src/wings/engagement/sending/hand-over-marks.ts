import type { Queryable } from '../../../lib/queryable.js';
import type { RecipientClaim } from './recipient-claims.repo.js';
import { markHandedOverMany } from './recipient-outcomes.repo.js';

/** Asks for one claim's hand-over mark; resolves once it is committed (true) or refused (false). */
export type HandOverMarks = (claim: Pick<RecipientClaim, 'id' | 'attempt'>) => Promise<boolean>;

type Waiting = {
  claim: Pick<RecipientClaim, 'id' | 'attempt'>;
  resolve: (marked: boolean) => void;
  reject: (error: unknown) => void;
};

/**
 * Group commit of the hand-over marks of one process: every message waits for its own mark before its
 * final dot, so the marks asked for while one statement runs go together in the next one. Each message
 * still gets its dot only after a commit that holds its own mark (the fence is unchanged), but the
 * connections of a process share one statement and one commit instead of one each: the database's
 * round trips and WAL flushes no longer grow with the connections. A failed statement fails its marks
 * (their messages are withheld), not the later ones.
 */
export function handOverMarks(db: Queryable): HandOverMarks {
  let queued: Waiting[] = [];
  let running = false;

  const flush = async () => {
    running = true;
    while (queued.length > 0) {
      const group = queued;
      queued = [];
      try {
        const marked = await markHandedOverMany(
          db,
          group.map((w) => w.claim),
        );
        for (const w of group) w.resolve(marked.has(w.claim.id));
      } catch (error) {
        for (const w of group) w.reject(error);
      }
    }
    running = false;
  };

  return (claim) =>
    new Promise<boolean>((resolve, reject) => {
      queued.push({ claim, resolve, reject });
      if (!running) void flush();
    });
}
