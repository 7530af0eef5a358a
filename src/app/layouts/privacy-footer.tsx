import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/texts-provider';
import { api } from '@/lib/services';
import type { PrivacyContact } from '@/shared/api/answers';

const LINK =
  'text-primary inline-flex min-h-11 items-center underline underline-offset-4 rounded-sm outline-none focus-visible:ring-ring/50 focus-visible:ring-[3px]';

let asked: Promise<PrivacyContact> | undefined;
/** The contact a page the server rendered came with: named in its first paint, not asked for. */
let known: PrivacyContact | undefined;

export function primeContact(contact: PrivacyContact): void {
  known = contact;
}

/**
 * The contact person, asked once per page load and only after the page has painted and gone
 * idle: the first paint of a page (login's above all) waits for nothing of it.
 */
function contactLater(): Promise<PrivacyContact> {
  asked ??= new Promise<void>((idle) => {
    const whenIdle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => idle())
        : setTimeout(idle, 200);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  })
    .then(() => api.get('privacy/contact').json<PrivacyContact>())
    .catch((error: unknown) => {
      asked = undefined;
      throw error;
    });
  return asked;
}

/**
 * Every member page's footer: the network's contact person for members' data (the DPDP Rules ask
 * that they be named prominently) and the way to the privacy notice. Its lines keep their height
 * while the contact loads, so nothing moves when it arrives.
 */
export function PrivacyFooter({ column }: { column: string }) {
  const t = useT();
  const [contact, setContact] = useState(known);

  useEffect(() => {
    if (known) return;
    let live = true;
    contactLater().then(
      (found) => live && setContact(found),
      (error: unknown) => console.warn('Could not load the privacy contact', error),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <footer className="border-t">
      <div className={`${column} flex flex-col py-3 text-sm`}>
        <p className="min-h-5">{contact && t('privacy.footer.contact', { name: contact.name })}</p>
        <p className="flex min-h-11 flex-wrap items-center gap-x-4">
          {contact && (
            <>
              <a className={`${LINK} break-all`} href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
              <a className={LINK} href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
                {contact.phone}
              </a>
            </>
          )}
        </p>
        <p>
          <Link className={LINK} to="/privacy">
            {t('privacy.footer.link')}
          </Link>
        </p>
      </div>
    </footer>
  );
}
