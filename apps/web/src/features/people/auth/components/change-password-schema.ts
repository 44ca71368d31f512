import { changePasswordBodySchema, MESSAGES } from '@talent-desk/shared';
import type { z } from 'zod';

/**
 * The shared body schema (AUTH-04..07) plus the one policy point the browser can check by itself: the
 * new password must differ from the current one (AUTH-08). Length and common-password checks stay with
 * the schema and the server.
 */
export const changePasswordFormSchema = changePasswordBodySchema.refine(
  (body) => body.newPassword !== body.currentPassword,
  { path: ['newPassword'], message: MESSAGES.passwordSameAsCurrent },
);
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;
