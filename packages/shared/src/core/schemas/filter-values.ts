import { z } from 'zod';
import { plainText } from './text.js';

/** List filters of every list (candidates, vacancies, vendors, users): how their values are read. */
export const FILTER_VALUES_MAX = 100;
export const FILTER_TEXT_MAX = 256;

/** One value or many (repeated query params, a JSON array) as a list; absent is empty. */
function asList(value: unknown, splitCommas: boolean): unknown {
  if (value === undefined || value === null || value === '') return [];
  const list = Array.isArray(value) ? value : [value];
  return splitCommas
    ? list.flatMap((v) =>
        typeof v === 'string'
          ? v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : [v],
      )
    : list;
}

/** Keys and ids never contain commas, so `a,b` lists are accepted for them (a link typed by hand). */
export function keyList<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => asList(v, true), z.array(item).max(FILTER_VALUES_MAX));
}
/** Names may contain commas: only repeated params or arrays. No control characters (text.ts). */
export function textList() {
  return z.preprocess(
    (v) => asList(v, false),
    z.array(plainText().min(1).max(FILTER_TEXT_MAX)).max(FILTER_VALUES_MAX),
  );
}

/** 'true' / 'false' in a query (or a JSON boolean); empty is no filter. */
export const booleanFilterSchema = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v === '' || v === null ? undefined : v),
  z.boolean().optional(),
);

/** A YYYY-MM-DD day in a query; empty is no filter. */
export const dayFilterSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.iso.date({ message: 'Use a date as YYYY-MM-DD' }).optional(),
);
