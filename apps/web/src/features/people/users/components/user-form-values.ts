import { EMPTY_USER_FORM, type UserBodyInput, type UserDetail } from '@talent-desk/shared';

/** The form's values for a saved user (edit): nulls become empty fields. */
export function userFormValues(user: UserDetail): UserBodyInput {
  return {
    ...EMPTY_USER_FORM,
    firstName: user.firstName,
    middleName: user.middleName ?? '',
    lastName: user.lastName,
    email: user.email,
    telephone: user.telephone ?? '',
    address: user.address ?? '',
    country: user.country ?? '',
    role: user.role,
    vendorExternalId: user.vendorExternalId ?? '',
    title: user.title ?? '',
  };
}
