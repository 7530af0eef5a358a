import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/fast/button';
import { useLanguage, useT } from '@/i18n/texts-provider';
import { api } from '@/lib/services';
import type { PrivacyNotice } from '@/shared/api/answers';

/** Items kept for the same purpose and shared alike, read as one: "First Name, Last Name". */
function grouped(items: PrivacyNotice['items']) {
  const groups: { key: string; data: string[]; purpose: string; sharedWith: string[] }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (
      last &&
      last.purpose === item.purpose &&
      last.sharedWith.join('\n') === item.sharedWith.join('\n')
    )
      last.data.push(item.data);
    else
      groups.push({
        key: item.id,
        data: [item.data],
        purpose: item.purpose,
        sharedWith: item.sharedWith,
      });
  }
  return groups;
}

const LINK =
  'text-primary inline-flex min-h-11 items-center underline underline-offset-4 focus-visible:ring-ring/50 rounded-sm outline-none focus-visible:ring-[3px]';

/** The contact person, shown first: the DPDP Rules ask that they be named prominently. */
function ContactCard({ contact }: { contact: PrivacyNotice['contact'] }) {
  const t = useT();
  return (
    <section
      aria-labelledby="privacy-contact"
      className="bg-card flex flex-col gap-1 rounded-lg border p-4"
    >
      <h2 id="privacy-contact" className="text-lg font-semibold">
        {t('privacy.contact.heading')}
      </h2>
      <p className="text-base font-medium">{contact.name}</p>
      <p className="text-muted-foreground text-sm">{t('privacy.contact.text')}</p>
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 text-sm">
        <dt className="text-muted-foreground">{t('privacy.contact.email')}</dt>
        <dd className="min-w-0 break-words">
          <a className={LINK} href={`mailto:${contact.email}`}>
            {contact.email}
          </a>
        </dd>
        <dt className="text-muted-foreground">{t('privacy.contact.phone')}</dt>
        <dd>
          <a className={LINK} href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>
            {contact.phone}
          </a>
        </dd>
      </dl>
    </section>
  );
}

/**
 * The privacy notice, public: what the network keeps, why and who receives it, the member's
 * rights and how to use them, how long things are kept, and the contact person. Every word comes
 * from the API in the page's language, as the live forms and catalogue say it.
 */
export function PrivacyScreen() {
  const t = useT();
  const { language } = useLanguage();
  const [notice, setNotice] = useState<PrivacyNotice>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    api
      .get('privacy/notice', { searchParams: { lang: language } })
      .json<PrivacyNotice>()
      .then(
        (answer) => live && setNotice(answer),
        (error: unknown) => {
          console.warn('Could not load the privacy notice', error);
          if (live) setFailed(true);
        },
      );
    return () => {
      live = false;
    };
  }, [language, attempt]);

  if (!notice)
    return (
      <section className="flex flex-col gap-4">
        <h1 className="text-2xl font-semibold">{t('privacy.title')}</h1>
        {failed ? (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p>{t('privacy.loadFailed')}</p>
            <Button
              type="button"
              className="min-h-11"
              onClick={() => {
                setFailed(false);
                setAttempt((n) => n + 1);
              }}
            >
              {t('app.tryAgain')}
            </Button>
          </div>
        ) : (
          <p className="text-muted-foreground">{t('screen.loading')}</p>
        )}
      </section>
    );

  const sections = Object.fromEntries(notice.sections.map((s) => [s.id, s]));
  const yourData = (
    <p>
      <Link className={LINK} to="/secure/my-data">
        {t('privacy.openYourData')}
      </Link>
    </p>
  );

  return (
    <article lang={notice.language} className="flex flex-col gap-6 text-base leading-relaxed">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">{notice.title}</h1>
        <p>{notice.intro}</p>
      </header>

      <ContactCard contact={notice.contact} />

      <section aria-labelledby="privacy-items" className="flex flex-col gap-3">
        <h2 id="privacy-items" className="text-xl font-semibold">
          {t('privacy.itemsHeading')}
        </h2>
        <ul className="flex flex-col gap-2">
          {grouped(notice.items).map((item) => (
            <li key={item.key} className="rounded-lg border p-3">
              <h3 className="font-semibold">{item.data.join(', ')}</h3>
              <dl className="text-sm">
                <dt className="text-muted-foreground mt-1">{t('privacy.column.purpose')}</dt>
                <dd>{item.purpose}</dd>
                <dt className="text-muted-foreground mt-1">{t('privacy.column.sharedWith')}</dt>
                <dd>
                  <ul className="list-disc pl-5">
                    {item.sharedWith.map((name) => (
                      <li key={name}>{name}</li>
                    ))}
                  </ul>
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="privacy-recipients" className="flex flex-col gap-3">
        <h2 id="privacy-recipients" className="text-xl font-semibold">
          {t('privacy.recipientsHeading')}
        </h2>
        <dl className="flex flex-col gap-2">
          {notice.recipients.map((recipient) => (
            <div key={recipient.id}>
              <dt className="font-semibold">{recipient.name}</dt>
              <dd>{recipient.receives}</dd>
            </div>
          ))}
        </dl>
      </section>

      {(['withdraw', 'download', 'delete', 'concern', 'rights', 'board'] as const).map((id) => {
        const section = sections[id];
        if (!section) return null;
        return (
          <section
            key={id}
            id={id}
            aria-labelledby={`privacy-${id}`}
            className="flex flex-col gap-2"
          >
            <h2 id={`privacy-${id}`} className="text-xl font-semibold">
              {section.heading}
            </h2>
            <p>{section.text}</p>
            {id === 'withdraw' || id === 'download' || id === 'concern' ? yourData : null}
          </section>
        );
      })}

      <section id="retention" aria-labelledby="privacy-retention" className="flex flex-col gap-3">
        <h2 id="privacy-retention" className="text-xl font-semibold">
          {t('privacy.retention.heading')}
        </h2>
        <dl className="flex flex-col gap-2">
          {notice.retention.map((entry) => (
            <div key={entry.id}>
              <dt className="font-semibold">{entry.data}</dt>
              <dd>{entry.period}</dd>
            </div>
          ))}
        </dl>
      </section>

      <p className="text-muted-foreground text-sm">
        {t('privacy.version', { version: notice.version })}
      </p>
    </article>
  );
}
