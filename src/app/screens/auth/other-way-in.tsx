import { Link } from 'react-router-dom';
import { useT } from '@/i18n/texts-provider';

/** Each screen's hint and link text, by where the link goes. */
const WAYS = {
  '/auth/sign-up': ['auth.newHere', 'auth.signUp'],
  '/auth/login': ['auth.alreadyMember', 'auth.login'],
} as const;

/** Under the login and sign-up forms: the way to the other one ("New here? Sign up"). */
export function OtherWayIn({ to }: { to: keyof typeof WAYS }) {
  const t = useT();
  const [hint, text] = WAYS[to];
  return (
    <p className="text-sm">
      {t(hint)}{' '}
      <Link to={to} className="text-primary font-medium underline-offset-4 hover:underline">
        {t(text)}
      </Link>
    </p>
  );
}
