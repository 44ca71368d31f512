import { z } from 'zod';
import { MESSAGES } from '../../core/index.js';

/** LIST-18: a score range starts at 0..100. */
export const SCORE_RANGE_DEFAULT = { min: 0, max: 100 } as const;

// LIST-17: digits only, min up to 2 digits, max up to 3.
const digits = (max: number) =>
  z
    .union([
      z.number().int(),
      z
        .string()
        .trim()
        .regex(new RegExp(`^\\d{1,${max}}$`), 'Digits only'),
    ])
    .transform(Number);

/** The number-range (score) filter (LIST-15..17). */
export const scoreRangeSchema = z
  .strictObject({
    min: z.union([digits(2), z.literal('')]).refine((v) => v !== '', MESSAGES.mandatoryField),
    max: z.union([digits(3), z.literal('')]).refine((v) => v !== '', MESSAGES.mandatoryField),
  })
  .transform(({ min, max }) => ({ min: Number(min), max: Number(max) }))
  .superRefine(({ min, max }, ctx) => {
    if (min < 0 || min > 99)
      ctx.addIssue({ code: 'custom', path: ['min'], message: 'Minimum must be 0 to 99' });
    if (max > 100) ctx.addIssue({ code: 'custom', path: ['max'], message: 'Maximum must be at most 100' });
    if (max < min)
      ctx.addIssue({ code: 'custom', path: ['max'], message: 'Maximum must not be below the minimum' });
  });
export type ScoreRange = z.output<typeof scoreRangeSchema>;
