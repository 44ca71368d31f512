import { z } from 'zod';

/** ENUM-13: the payload carries the option text itself (DECISIONS, candidate payload values). */
export const QUALIFICATIONS = ['Bachelor Degree', "Master's Degree", 'Ph.D', 'Other'] as const;
export const qualificationSchema = z.enum(QUALIFICATIONS);
export type Qualification = z.infer<typeof qualificationSchema>;
