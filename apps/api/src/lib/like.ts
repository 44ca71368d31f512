const escaped = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern for "contains", lower-cased, with the user's %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${escaped(text)}%`;
}

/** A LIKE pattern for "starts with", lower-cased, with the user's %, _ and \ taken literally. */
export function prefixPattern(text: string): string {
  return `${escaped(text)}%`;
}
