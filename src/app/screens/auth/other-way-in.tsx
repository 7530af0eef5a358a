import { Link } from 'react-router-dom';
import { AUTH_SWITCH_TEXT } from '@/shared/messages';

/** Each screen's hint and link text, by where the link goes. */
const WAYS = {
  '/auth/sign-up': [AUTH_SWITCH_TEXT.newHere, AUTH_SWITCH_TEXT.signUp],
  '/auth/login': [AUTH_SWITCH_TEXT.alreadyMember, AUTH_SWITCH_TEXT.logIn],
} as const;

/** Under the login and sign-up forms: the way to the other one ("New here? Sign up"). */
export function OtherWayIn({ to }: { to: keyof typeof WAYS }) {
  const [hint, text] = WAYS[to];
  return (
    <p className="text-sm">
      {hint}{' '}
      <Link to={to} className="text-primary font-medium underline-offset-4 hover:underline">
        {text}
      </Link>
    </p>
  );
}
