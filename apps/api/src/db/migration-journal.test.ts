import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Journal = { entries: { idx: number; when: number; tag: string }[] };

const journal = JSON.parse(
  readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as Journal;

/**
 * The runner (migrate.ts) applies a migration only when its `when` is later than the last one applied
 * (drizzle's bookkeeping): a new migration whose `when` is earlier than its predecessor's would run on
 * a new database and never on one that already has the predecessor.
 */
describe('migration journal', () => {
  it("each migration's `when` is later than the one before it, in the journal's order", () => {
    const late = journal.entries.filter(
      (entry, i) => i > 0 && entry.when <= (journal.entries[i - 1]?.when ?? 0),
    );
    expect(late.map((entry) => entry.tag)).toEqual([]);
    expect(journal.entries.map((entry) => entry.idx)).toEqual(journal.entries.map((_, i) => i));
  });
});
