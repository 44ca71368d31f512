import { SignInSecurity } from '@/features/people/auth/components/sign-in-security';
import { useCurrentUser } from '../../current-user';

/** Sign-in security (issue 25): every signed-in user's own two-factor sign-in, from the avatar menu. */
export default function SignInSecurityRoute() {
  const { email } = useCurrentUser();
  return <SignInSecurity email={email} />;
}
