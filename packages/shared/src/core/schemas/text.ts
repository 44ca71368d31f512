import { z } from 'zod';

/**
 * Text fields and control characters (one rule, one place): C0 controls (NUL, BEL, ESC, ...), DEL and C1
 * controls are never part of a name, place, URL or search. PostgreSQL cannot store NUL, and the others
 * (terminal escapes, bells) only ever arrive by accident or as an attack on whoever reads the logs or the
 * exports. One-line text refuses them all; long text keeps tab and line breaks.
 */
export const CONTROL_CHARACTERS_MESSAGE = 'Control characters are not allowed';

const LINE_BREAKS_AND_TAB = new Set([0x09, 0x0a, 0x0d]);

function isControl(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** Whether the text holds a control character; `multiline` allows tab, LF and CR. */
export function hasControlCharacter(text: string, multiline = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isControl(code) && !(multiline && LINE_BREAKS_AND_TAB.has(code))) return true;
  }
  return false;
}

/** The text without its control characters (upload file names: kept, but cleaned). */
export function stripControlCharacters(text: string): string {
  let out = '';
  for (const char of text) if (!isControl(char.charCodeAt(0))) out += char;
  return out;
}

type StringParams = Parameters<typeof z.string>[0];

/** One line of text (names, places, URLs, searches): trimmed, no control characters. */
export function plainText(params?: StringParams) {
  return z
    .string(params)
    .trim()
    .refine((v) => !hasControlCharacter(v), CONTROL_CHARACTERS_MESSAGE);
}

/** Multi-line free text (comments, experience): trimmed; tab and line breaks kept, other controls refused. */
export function longText(params?: StringParams) {
  return z
    .string(params)
    .trim()
    .refine((v) => !hasControlCharacter(v, true), CONTROL_CHARACTERS_MESSAGE);
}
