import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../core/index.js';

export type PasswordPolicyFailure = 'length' | 'common' | 'same-as-current';

/**
 * The password policy of AUTH-08: 8 to 128 characters, not the current password, not a
 * common password. No composition rules. `isCommon` is injected so the web need not ship the list.
 */
export function checkNewPassword(
  newPassword: string,
  currentPassword: string,
  isCommon: (candidate: string) => boolean,
): PasswordPolicyFailure | null {
  if (newPassword.length < PASSWORD_MIN_LENGTH || newPassword.length > PASSWORD_MAX_LENGTH) return 'length';
  if (newPassword === currentPassword) return 'same-as-current';
  if (isCommon(newPassword.toLowerCase())) return 'common';
  return null;
}
