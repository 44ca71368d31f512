import { z } from 'zod';

/** ENUM-13: the payload's educationalQualification (CAND-FORM-02) is the option text itself. */
export const QUALIFICATIONS = ['Bachelor Degree', "Master's Degree", 'Ph.D', 'Other'] as const;
export const qualificationSchema = z.enum(QUALIFICATIONS);
export type Qualification = z.infer<typeof qualificationSchema>;
