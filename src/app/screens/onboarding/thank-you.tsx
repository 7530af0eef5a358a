import { Link } from 'react-router-dom';
import { WIZARD_NEXT_TEXT, WIZARD_TEXT } from '@/shared/messages';

/** "+91 20 4000 1234" as a `tel:` address: the plus and the digits. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The wizard's end (§2): the details were received, changes go through the support number (a
 * `tel:` link, from the server's configuration), and the member can log in from here.
 */
export function ThankYou({ supportPhone }: { supportPhone?: string }) {
  return (
    <section role="status" className="flex flex-col gap-3 rounded-lg border p-6">
      <h1 className="text-2xl font-semibold">{WIZARD_TEXT.thanksTitle}</h1>
      <p>
        {WIZARD_NEXT_TEXT.thanksBefore}{' '}
        {supportPhone ? (
          <a
            href={telHref(supportPhone)}
            className="text-primary font-medium whitespace-nowrap underline underline-offset-4"
          >
            {supportPhone}
          </a>
        ) : (
          '…'
        )}
        .
      </p>
      <p>
        {WIZARD_NEXT_TEXT.logInHint}{' '}
        <Link to="/auth/login" className="text-primary font-medium underline underline-offset-4">
          {WIZARD_NEXT_TEXT.logIn}
        </Link>
      </p>
    </section>
  );
}
