import { useEffect, useState } from 'react';
import { SEARCH_DELAY_MS, SEARCH_MIN_CHARS } from '@talent-desk/shared';

/** The key worth searching: the trimmed text, or null below SEARCH_MIN_CHARS characters (SEARCH-03). */
export function searchableKey(text: string): string | null {
  const trimmed = text.trim();
  return trimmed.length >= SEARCH_MIN_CHARS ? trimmed : null;
}

/**
 * The key to search for what is typed: it follows the input only once typing has stopped for
 * SEARCH_DELAY_MS (1 s, SEARCH-02), and is null while the input has fewer than 3 characters (SEARCH-03),
 * so that no request leaves for a short or half-typed key.
 */
export function useSearchKey(input: string): string | null {
  const [key, setKey] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setKey(searchableKey(input)), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  // Deleting below 3 characters hides the results at once rather than a second later.
  return searchableKey(input) === null ? null : key;
}
