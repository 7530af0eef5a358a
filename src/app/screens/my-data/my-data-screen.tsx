import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/fast/button';
import { useLanguage, useT } from '@/i18n/texts-provider';
import { t as textNow } from '@/i18n/texts';
import { api } from '@/lib/services';
import { toast } from '@/ui/toasts';
import type { Answer } from '@/shared/api/answers';
import { languageName } from '@/ui/language-control';
import { phoneText } from '@/shared/phone';
import { DeletionNotice, longDate } from '../../components/deletion-notice';
import { ConcernsSection } from './concerns-section';
import { DeleteAccount } from './delete-account';

type MyData = Answer<'/api/me/data', 'get'>;
type Held = MyData['profile'][number];
type DirectoryChoice = MyData['directoryChoices'][number];

const LINK =
  'text-primary inline-flex min-h-11 items-center self-start underline underline-offset-4 md:min-h-9';
const BUTTON = 'min-h-11 px-4 md:min-h-9';

/** A section of the page: its heading and what it holds. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A stored value as words: text as it is, a list one item a line, an object (an address) as its
 * own values joined.
 */
const shown = (value: unknown): string => {
  if (Array.isArray(value)) return value.map(shown).join('\n');
  if (value && typeof value === 'object')
    return Object.values(value)
      .filter((v) => v !== undefined && v !== null && v !== '')
      .map(shown)
      .join(', ');
  return String(value);
};

/** Profile fields held in a code form (digits, a language code) read as people read them. */
const PHONES = new Set(['phone', 'alternatePhone']);

/** Fields as a list of labels and values; a link (a logo) opens in a new tab. */
function Fields({ fields }: { fields: Held[] }) {
  const t = useT();
  const read = (f: Held) => {
    if (PHONES.has(f.name) && typeof f.value === 'string') return phoneText(`+${f.value}`);
    if (f.name === 'preferredLanguage' && typeof f.value === 'string')
      return languageName(f.value, t);
    if (typeof f.value === 'boolean') return t(f.value ? 'myData.yes' : 'myData.no');
    return shown(f.value);
  };
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {fields
        .filter((f) => f.value !== undefined && f.value !== null && f.value !== '')
        .map((f) => (
          <div key={f.name} className="contents">
            <dt className="text-muted-foreground">{f.label}</dt>
            <dd className="whitespace-pre-line [overflow-wrap:anywhere]">
              {typeof f.value === 'string' && /^https?:\/\//.test(f.value) ? (
                <a href={f.value} target="_blank" rel="noreferrer" className={LINK}>
                  {t('myData.logo')}
                </a>
              ) : (
                read(f)
              )}
            </dd>
          </div>
        ))}
    </dl>
  );
}

/** Saves one of the downloads: fetched with the member's token, then handed to the browser. */
async function save(kind: 'json' | 'csv', language: string) {
  const response = await api.get(`me/data.${kind}`, { searchParams: { lang: language } });
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    `my-data.${kind}`;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Your data (DPDP s.11 and s.12): everything held about the member, who receives what, when the
 * office last looked, the downloads, the ways to correct each part, the concerns, and Delete my
 * account, which is also how consent is withdrawn.
 */
export function MyDataScreen() {
  const t = useT();
  const { language } = useLanguage();
  const [data, setData] = useState<MyData>();
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    api
      .get('me/data', { searchParams: { lang: language } })
      .json<MyData>()
      .then(setData, (error: unknown) => {
        console.error('Could not load your data', error);
        setFailed(true);
      });
  }, [language]);
  useEffect(load, [load]);

  const download = (kind: 'json' | 'csv') =>
    save(kind, language).catch((error: unknown) => {
      console.error('Could not download your data', error);
      toast.error(textNow('screen.someError'));
    });

  const phone = data?.profile.find((f) => f.name === 'phone')?.value;
  /** One directory choice as a sentence: when, what, Yes or No, and the notice then. */
  const choiceText = (choice: DirectoryChoice) => {
    const values = { date: longDate(choice.at, language), version: choice.noticeVersion };
    if (choice.choice === 'phone')
      return t(choice.shown ? 'myData.choice.phoneYes' : 'myData.choice.phoneNo', values);
    const name = choice.businessName ?? t('myData.choice.goneBusiness');
    return t(choice.shown ? 'myData.choice.listingYes' : 'myData.choice.listingNo', {
      ...values,
      name,
    });
  };
  const role = (r: string | null) =>
    r === 'admin' || r === 'editor' || r === 'viewer'
      ? t(`myData.role.${r}`)
      : t('myData.role.staff');

  return (
    <section className="flex flex-col gap-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{t('app.yourData')}</h1>
        <p className="text-muted-foreground">{t('myData.intro')}</p>
      </div>
      {failed && <p role="alert">{t('screen.someError')}</p>}
      {!data && !failed && <p role="status">{t('screen.loading')}</p>}
      {data && (
        <>
          <DeletionNotice due={data.deletionDueAt} onKept={load} />

          <Part title={t('myData.profile')}>
            <Fields fields={data.profile} />
            <Link to="/secure/profile" className={LINK}>
              {t('myData.correctProfile')}
            </Link>
          </Part>

          <Part title={t('myData.businesses')}>
            {data.businesses.length === 0 && (
              <p className="text-muted-foreground">{t('myData.noBusinesses')}</p>
            )}
            {data.businesses.map((business) => (
              <article
                key={business.businessId}
                className="flex flex-col gap-2 rounded-lg border p-4"
              >
                <h3 className="font-semibold break-words">{business.businessName}</h3>
                <p className="text-sm">
                  {t(business.listed ? 'myData.listed' : 'myData.notListed')}
                </p>
                <Fields fields={business.fields} />
                <Link
                  to={`/secure/edit-business?bizId=${encodeURIComponent(business.businessId)}`}
                  className={LINK}
                >
                  {t('myData.correctBusiness', { name: business.businessName })}
                </Link>
              </article>
            ))}
          </Part>

          <Part title={t('myData.consents')}>
            {data.consents.length === 0 ? (
              <p className="text-muted-foreground">{t('myData.noConsents')}</p>
            ) : (
              <ul className="flex list-disc flex-col gap-1 pl-5">
                {data.consents.map((consent) => (
                  <li key={`${consent.at}-${consent.noticeVersion}`}>
                    {t('myData.consent', {
                      date: longDate(consent.at, language),
                      version: consent.noticeVersion,
                      channel: t(`myData.channel.${consent.channel}`),
                    })}
                    {consent.enteredByOther && ` (${t('myData.enteredByOther')})`}
                  </li>
                ))}
              </ul>
            )}
            <p className="text-muted-foreground text-sm">{t('myData.withdraw')}</p>
          </Part>

          <Part title={t('myData.directoryChoices')}>
            {data.directoryChoices.length === 0 ? (
              <p className="text-muted-foreground">{t('myData.noDirectoryChoices')}</p>
            ) : (
              <ul className="flex list-disc flex-col gap-1 pl-5">
                {data.directoryChoices.map((choice) => (
                  <li key={`${choice.at}-${choice.choice}-${choice.businessId ?? ''}`}>
                    {choiceText(choice)}
                  </li>
                ))}
              </ul>
            )}
            <p className="text-muted-foreground text-sm">{t('myData.changeChoices')}</p>
          </Part>

          <Part title={t('myData.recipients')}>
            <ul className="flex flex-col gap-3">
              {data.recipients.map((recipient) => (
                <li key={recipient.id} className="flex flex-col gap-1">
                  <span className="font-medium">{recipient.name}</span>
                  <span className="text-muted-foreground text-sm">{recipient.receives}</span>
                  {recipient.items.length > 0 && (
                    <span className="text-sm">{recipient.items.join(', ')}</span>
                  )}
                </li>
              ))}
            </ul>
          </Part>

          <Part title={t('myData.office')}>
            <p>
              {data.officeLastLooked
                ? t('myData.officeLooked', {
                    date: longDate(data.officeLastLooked.at, language),
                    role: role(data.officeLastLooked.role),
                  })
                : t('myData.officeNever')}
            </p>
          </Part>

          <Part title={t('myData.download')}>
            <p className="text-muted-foreground">{t('myData.downloadText')}</p>
            <div className="flex flex-wrap gap-3">
              <Button type="button" className={BUTTON} onClick={() => void download('json')}>
                {t('myData.downloadJson')}
              </Button>
              <Button
                type="button"
                variant="outline"
                className={BUTTON}
                onClick={() => void download('csv')}
              >
                {t('myData.downloadCsv')}
              </Button>
            </div>
          </Part>

          <ConcernsSection />

          {!data.deletionDueAt && typeof phone === 'string' && (
            <Part title={t('myData.delete')}>
              <DeleteAccount phone={phone} graceDays={data.deletionGraceDays} />
            </Part>
          )}
        </>
      )}
    </section>
  );
}
