import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, buttonVariants } from '@/fast/button';
import { useLanguage, useT } from '@/i18n/texts-provider';
import { errorCode, errorMessage } from '@/lib/api-error';
import { t as textNow } from '@/i18n/texts';
import { api } from '@/lib/services';
import { DirectoryCard } from './directory-card';
import { DirectorySearch } from './directory-filters';
import { isNarrowed, queryParams, useDirectoryQuery, type DirectoryQuery } from './directory-query';
import type { DirectoryPage } from './directory-types';

const LINK =
  'text-primary inline-flex min-h-11 items-center self-start underline underline-offset-4 md:min-h-9';
const PAGE_LINK = `${buttonVariants({ variant: 'outline' })} min-h-11 md:min-h-9`;

type Results =
  | { state: 'loading'; shown?: DirectoryPage }
  | { state: 'ready'; shown: DirectoryPage }
  | { state: 'failed'; message: string }
  /** A page beyond the directory's last (DIRECTORY_PAGE_LIMIT): a typed or old address. */
  | { state: 'capped' };

/** A search's answer, named by the request it answers. */
type Settled = Exclude<Results, { state: 'loading' }> & { for: string };

/**
 * The results of the address's search, in the page's language: loading until the answer to this
 * very request is in, the last page found staying on screen meanwhile.
 */
function useResults(query: DirectoryQuery) {
  const { language } = useLanguage();
  const key = queryParams(query).toString();
  const [attempt, setAttempt] = useState(0);
  const request = `${key}|${language}|${attempt}`;
  const [settled, setSettled] = useState<Settled>();
  useEffect(() => {
    let current = true;
    const settle = (result: Exclude<Results, { state: 'loading' }>) =>
      current && setSettled({ ...result, for: request });
    const searchParams = new URLSearchParams(key);
    searchParams.set('lang', language);
    api
      .get('directory', { searchParams })
      .json<DirectoryPage>()
      .then(
        (shown) => settle({ state: 'ready', shown }),
        async (error: unknown) => {
          const code = await errorCode(error);
          if (code === 'DIRECTORY_PAGE_LIMIT') return settle({ state: 'capped' });
          if (current) console.error('Could not search the directory', error);
          // The server's words for a refusal (too many searches at once), else the page's own.
          settle({
            state: 'failed',
            message: await errorMessage(error, textNow('directory.loadFailed')),
          });
        },
      );
    return () => {
      current = false;
    };
  }, [key, language, request]);
  const results: Results =
    settled?.for === request
      ? settled
      : { state: 'loading', shown: settled?.state === 'ready' ? settled.shown : undefined };
  return [results, () => setAttempt((n) => n + 1)] as const;
}

/**
 * The members' directory: Search (as one types, in any script) and filters over listed businesses,
 * the results a page at a time up to the directory's last page. The search is in the address.
 */
export function DirectoryScreen() {
  const t = useT();
  const { search } = useLocation();
  const [query, setQuery] = useDirectoryQuery();
  const [results, retry] = useResults(query);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const movedPage = useRef(false);
  const shown = 'shown' in results ? results.shown : undefined;

  // After Previous or Next, the member starts reading the new page from its top.
  useEffect(() => {
    if (results.state !== 'ready' || !movedPage.current) return;
    movedPage.current = false;
    resultsHeading.current?.focus();
    resultsHeading.current?.scrollIntoView({ block: 'start' });
  }, [results]);

  const pageLink = (page: number) => `?${queryParams({ ...query, page }).toString()}`;
  const clear = () => setQuery({ page: 1 });

  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{t('directory.title')}</h1>
        <p className="text-muted-foreground">{t('directory.intro')}</p>
      </div>
      <DirectorySearch query={query} onChange={setQuery} />

      <section aria-labelledby="directory-results" className="flex flex-col gap-3">
        <h2
          id="directory-results"
          ref={resultsHeading}
          tabIndex={-1}
          className="text-muted-foreground text-sm font-medium outline-none"
        >
          {t('directory.page', { page: query.page })}
        </h2>
        {/* Said when the results change, not only seen: the list updates under the typing. */}
        <p role="status" className={shown && results.state === 'ready' ? 'sr-only' : ''}>
          {results.state === 'loading'
            ? t('screen.loading')
            : results.state === 'ready'
              ? t('directory.found', { count: results.shown.items.length })
              : ''}
        </p>

        {results.state === 'failed' && (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p>{results.message}</p>
            <Button type="button" variant="outline" className="min-h-11 md:min-h-9" onClick={retry}>
              {t('app.tryAgain')}
            </Button>
          </div>
        )}

        {/* Next from the directory's last page: the server names the cap, this page says it. */}
        {results.state === 'capped' && (
          <div className="flex flex-col items-start gap-3">
            <p>{t('directory.capReached')}</p>
            {query.page > 1 && (
              <Link
                to={pageLink(query.page - 1)}
                className={PAGE_LINK}
                onClick={() => (movedPage.current = true)}
              >
                {t('directory.previous')}
              </Link>
            )}
          </div>
        )}

        {shown && shown.items.length === 0 && results.state === 'ready' && (
          <div className="text-muted-foreground flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center">
            {isNarrowed(query) || query.page > 1 ? (
              <>
                <p>{t('directory.noMatch')}</p>
                <Button
                  type="button"
                  variant="outline"
                  className="min-h-11 md:min-h-9"
                  onClick={clear}
                >
                  {t('directory.clear')}
                </Button>
              </>
            ) : (
              <>
                <p>{t('directory.empty')}</p>
                <Link to="/secure/business" className={LINK}>
                  {t('app.businesses')}
                </Link>
              </>
            )}
          </div>
        )}

        {shown && shown.items.length > 0 && (
          <ul
            className="flex flex-col gap-3"
            aria-busy={results.state === 'loading'}
            // The page's results, dimmed while the next ones load.
            data-stale={results.state === 'loading' || undefined}
          >
            {shown.items.map((item) => (
              <li key={item.id} className="data-[stale]:opacity-60">
                <DirectoryCard item={item} search={search} />
              </li>
            ))}
          </ul>
        )}

        {shown && results.state === 'ready' && (
          <nav aria-label={t('directory.title')} className="flex flex-col gap-3">
            <div className="flex flex-wrap gap-2">
              {query.page > 1 && (
                <Link
                  to={pageLink(query.page - 1)}
                  className={PAGE_LINK}
                  onClick={() => (movedPage.current = true)}
                >
                  {t('directory.previous')}
                </Link>
              )}
              {shown.hasMore && !shown.lastPage && (
                <Link
                  to={pageLink(query.page + 1)}
                  className={PAGE_LINK}
                  onClick={() => (movedPage.current = true)}
                >
                  {t('directory.next')}
                </Link>
              )}
            </div>
            {shown.hasMore && shown.lastPage && (
              <p className="text-muted-foreground">{t('errors.DIRECTORY_PAGE_LIMIT')}</p>
            )}
          </nav>
        )}
      </section>
    </section>
  );
}
