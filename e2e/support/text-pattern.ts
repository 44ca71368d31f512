/** A pattern matching this text literally: every character RegExp treats as syntax is escaped. */
export function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
