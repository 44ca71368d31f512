import { isRole, type CurrentUser } from '@talent-desk/shared';
import { useMe } from '@/features/people/auth/api/get-me';

/** The signed-in user inside the access guard, with a role the app knows. */
export function useCurrentUser(): CurrentUser {
  const { data } = useMe();
  if (!data || !isRole(data.role)) throw new Error('useCurrentUser is used outside the access guard');
  return { ...data, role: data.role };
}
