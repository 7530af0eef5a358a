import { useEffect, useId, useState, type ReactNode } from 'react';
import { HTTPError } from 'ky';
import { Link, useLocation, useParams } from 'react-router-dom';
import { Button } from '@/fast/button';
import { useLanguage, useT } from '@/i18n/texts-provider';
import { errorCode } from '@/lib/api-error';
import { api } from '@/lib/services';
import { BusinessLogo } from './business-logo';
import { ContactActions } from './contact-actions';
import type { Listing } from './directory-types';

const LINK =
  'text-primary inline-flex min-h-11 items-center self-start underline underline-offset-4 md:min-h-9';

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; listing: Listing; labels: Labels }
  | { state: 'notFound' }
  | { state: 'limit' }
  | { state: 'failed' };

/** The business form's labels a listing shows its answers under, as staff word them. */
type Labels = Partial<
  Record<'businessDescription' | 'specialities' | 'interests' | 'whatDoYouWantFromUs', string>
>;

/**
 * The business form's own labels in the page's language, so a listing names each answer as the
 * owner was asked it (and as staff last worded it): its JSON alone, not the form engine. Without
 * it, the catalogue's words.
 */
async function formLabels(language: string): Promise<Labels> {
  try {
    const form = await api
      .get('forms/business', { searchParams: { lang: language } })
      .json<{ schema: { properties?: Record<string, { title?: unknown }> } }>();
    const titles = form.schema.properties ?? {};
    const title = (name: keyof Labels) =>
      typeof titles[name]?.title === 'string' ? (titles[name].title as string) : undefined;
    return {
      businessDescription: title('businessDescription'),
      specialities: title('specialities'),
      interests: title('interests'),
      whatDoYouWantFromUs: title('whatDoYouWantFromUs'),
    };
  } catch {
    return {};
  }
}

/** A labelled answer of the listing; an empty one is left out. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-1">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const Text = ({ children }: { children: string }) => (
  <p className="whitespace-pre-line wrap-anywhere">{children}</p>
);

/**
 * A listed business, as members see it: what it does and wants, its addresses with their Maps
 * links, its member and group, and the ways in (WhatsApp, Call, Share, Give a referral). On one's
 * own listing, a note says it is theirs and how others see it. Opening another member's listing
 * counts towards the day's cap; past it, and for a business no longer listed, the page says so.
 */
export function ListingScreen() {
  const t = useT();
  const { language } = useLanguage();
  const { id = '' } = useParams();
  const { state } = useLocation() as { state: { search?: string } | null };
  const [attempt, setAttempt] = useState(0);
  const request = `${id}|${language}|${attempt}`;
  const [settled, setSettled] = useState<Exclude<Loaded, { state: 'loading' }> & { for: string }>();
  const back = `/secure/directory${state?.search ?? ''}`;

  useEffect(() => {
    let current = true;
    const settle = (result: Exclude<Loaded, { state: 'loading' }>) =>
      current && setSettled({ ...result, for: request });
    Promise.all([
      api
        .get(`directory/${encodeURIComponent(id)}`, { searchParams: { lang: language } })
        .json<Listing>(),
      formLabels(language),
    ]).then(
      ([listing, labels]) => settle({ state: 'ready', listing, labels }),
      async (error: unknown) => {
        const status = error instanceof HTTPError ? error.response.status : undefined;
        const code = await errorCode(error);
        // An address whose id is no listing's id at all (400) is not in the directory either.
        if (status === 404 || status === 400) return settle({ state: 'notFound' });
        if (code === 'DIRECTORY_VIEW_LIMIT') return settle({ state: 'limit' });
        if (current) console.error('Could not load the listing', error);
        settle({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [id, language, request]);
  // Until the answer to this very request is in (another id, another language, Try again).
  const loaded: Loaded = settled?.for === request ? settled : { state: 'loading' };

  const backLink = (
    <Link to={back} className={LINK}>
      {t('directory.back')}
    </Link>
  );

  if (loaded.state === 'loading') return <p role="status">{t('screen.loading')}</p>;
  if (loaded.state !== 'ready') {
    const [title, text] =
      loaded.state === 'notFound'
        ? [t('directory.notFoundTitle'), t('directory.notFound')]
        : loaded.state === 'limit'
          ? [t('directory.limitTitle'), t('directory.viewLimit')]
          : [t('directory.title'), t('directory.listingFailed')];
    return (
      <section className="flex flex-col gap-4">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p role="alert">{text}</p>
        {loaded.state === 'failed' && (
          <Button
            type="button"
            variant="outline"
            className="min-h-11 self-start md:min-h-9"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {t('app.tryAgain')}
          </Button>
        )}
        {backLink}
      </section>
    );
  }

  const { listing, labels } = loaded;
  const { owner } = listing;
  return (
    <article className="flex flex-col gap-6">
      {backLink}
      <header className="flex gap-4">
        <BusinessLogo src={listing.logo} size="large" />
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-semibold wrap-anywhere">{listing.businessName}</h1>
          {listing.tagline && (
            <p className="text-muted-foreground wrap-anywhere">{listing.tagline}</p>
          )}
          <p className="text-sm wrap-anywhere">
            {listing.categoryLabel}
            {listing.subCategory && ` · ${listing.subCategory}`}
          </p>
        </div>
      </header>

      {listing.own && (
        <div className="bg-muted flex flex-col gap-2 rounded-lg p-4">
          <p className="font-medium">{t('directory.own')}</p>
          <p className="text-sm">
            {t(listing.phone ? 'directory.ownPhoneShown' : 'directory.ownPhoneHidden')}
          </p>
          <div className="flex flex-wrap gap-x-4">
            <Link
              to={`/secure/edit-business?bizId=${encodeURIComponent(listing.id)}`}
              className={LINK}
            >
              {t('directory.editOwn')}
            </Link>
            <Link to="/secure/profile" className={LINK}>
              {t('directory.openProfile')}
            </Link>
          </div>
        </div>
      )}

      <ContactActions listing={listing} />

      {listing.description && (
        <Part title={labels.businessDescription ?? t('directory.about')}>
          <Text>{listing.description}</Text>
        </Part>
      )}
      {listing.whatDoYouWantFromUs && (
        <Part title={labels.whatDoYouWantFromUs ?? t('directory.wants')}>
          <Text>{listing.whatDoYouWantFromUs}</Text>
        </Part>
      )}
      {listing.specialities && (
        <Part title={labels.specialities ?? t('directory.specialities')}>
          <Text>{listing.specialities}</Text>
        </Part>
      )}
      {listing.interests && (
        <Part title={labels.interests ?? t('directory.interests')}>
          <Text>{listing.interests}</Text>
        </Part>
      )}
      {listing.addresses.length > 0 && (
        <Part title={t('directory.addresses')}>
          <ul className="flex flex-col gap-3">
            {listing.addresses.map((address, index) => (
              <li key={index} className="flex flex-col">
                <span className="wrap-anywhere">{address.text}</span>
                {address.mapsUrl && (
                  <a
                    href={address.mapsUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('directory.mapsFor', { address: address.text })}
                    className={LINK}
                  >
                    {t('directory.openMaps')}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </Part>
      )}
      <Part title={t('directory.member')}>
        <p className="wrap-anywhere">{owner.name}</p>
        <p className="text-muted-foreground text-sm wrap-anywhere">
          {t('directory.groupLine', { number: owner.groupNumber, name: owner.groupName })} ·{' '}
          {owner.region}
        </p>
      </Part>
    </article>
  );
}
