import type { OptionItem, OptionKind } from '@talent-desk/shared';

const STORAGE_KEY = 'talent-desk.option-labels';
const MAX_LABELS = 2000;

/**
 * Labels of options seen in this tab, so that chips of a filter restored from the URL (which holds
 * only values and ids) read as names after a reload. Kept in sessionStorage, bounded.
 */
const labels = new Map<string, string>(readStored());

function readStored(): [string, string][] {
  try {
    const raw = globalThis.sessionStorage?.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? parsed.filter(
          (entry): entry is [string, string] =>
            Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

function store(): void {
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify([...labels].slice(-MAX_LABELS)));
  } catch {
    // Storage full or disabled: labels stay in memory only.
  }
}

export function rememberOptionLabels(kind: OptionKind, items: readonly OptionItem[]): void {
  let changed = false;
  for (const item of items) {
    // Known by id (id-valued filters) and by value (name-valued filters).
    for (const key of new Set([`${kind}:${item.externalId ?? item.value}`, `${kind}:${item.value}`])) {
      if (labels.get(key) !== item.label) {
        labels.delete(key);
        labels.set(key, item.label);
        changed = true;
      }
    }
  }
  while (labels.size > MAX_LABELS) {
    const oldest = labels.keys().next().value;
    if (oldest === undefined) break;
    labels.delete(oldest);
  }
  if (changed) store();
}

export function optionLabelOf(kind: OptionKind, key: string): string | undefined {
  return labels.get(`${kind}:${key}`);
}
