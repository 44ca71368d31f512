import { useCallback, useEffect, useState } from 'react';
import type { SectionRegistry } from './section-keys';

let loaded: SectionRegistry | undefined;

export type SectionsState = { registry: SectionRegistry | undefined; failed: boolean; retry: () => void };

/**
 * The section registry (./sections.ts) once a session is signed in. It is its own chunk: a visitor's
 * first load (the sign-in page) does not carry every section's route table, layouts and paths.
 */
export function useSections(needed: boolean): SectionsState {
  const [registry, setRegistry] = useState(loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!needed || registry) return;
    let current = true;
    import('./sections').then(
      ({ SECTIONS }) => {
        loaded = SECTIONS;
        if (current) setRegistry(SECTIONS);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [needed, registry, attempt]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  return { registry, failed, retry };
}
