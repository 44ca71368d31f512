import type { NoteVisibility } from '@talent-desk/shared';

/**
 * A new note's visibility: the first the user may write (the API lists them staff-first: INTERNAL for
 * the staff, VENDOR for a vendor's user), so nothing is shared unless chosen.
 */
export function defaultVisibility(writable: readonly NoteVisibility[]): NoteVisibility {
  return writable[0] ?? 'PRIVATE';
}

/** The chip colour of each visibility (MUI palette names). */
export const VISIBILITY_COLOUR = {
  INTERNAL: 'default',
  VENDOR: 'info',
  PRIVATE: 'warning',
} as const satisfies Record<NoteVisibility, 'default' | 'info' | 'warning'>;
