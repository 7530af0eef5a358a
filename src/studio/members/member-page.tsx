import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useLanguage, useT } from '@/i18n/texts-provider';
import { errorMessage } from '@/lib/api-error';
import type { MemberDetail } from '@/shared/api/answers';
import { usePhoneText } from '../shell/use-phone-text';
import { WHEN } from '../shell/studio-classes';
import type { StudioApi } from '../shell/studio-api';

/**
 * One member, read only: the profile, and each business with its logo and every field of the live
 * business form (fields staff added, and the Other category's own text, included).
 */
export function MemberPage({ api }: { api: StudioApi }) {
  const t = useT();
  const { language } = useLanguage();
  const { id = '' } = useParams();
  const list = (useLocation().state as { list?: string } | null)?.list ?? '';
  const [detail, setDetail] = useState<MemberDetail>();
  const [loadError, setLoadError] = useState<string>();
  const phoneText = usePhoneText(
    detail && [detail.member.phone, detail.member.alternatePhone ?? ''].filter(Boolean),
  );
  useEffect(() => {
    let current = true;
    api.member(id, language).then(
      (found) => current && setDetail(found),
      async (error: unknown) => {
        const message = await errorMessage(error, t('studio.members.notFound'));
        if (current) setLoadError(message);
      },
    );
    return () => {
      current = false;
    };
  }, [api, id, language, t]);

  const back = (
    <Link
      to={`/studio/members${list}`}
      className="text-primary inline-flex min-h-11 items-center self-start underline"
    >
      {t('studio.members.back')}
    </Link>
  );
  if (loadError)
    return (
      <div className="flex flex-col gap-2">
        {back}
        <p role="alert">{loadError}</p>
      </div>
    );
  if (!detail) return <p role="status">{t('studio.loading')}</p>;
  const { member, businesses } = detail;
  const profile: [string, string | null][] = [
    [t('studio.staff.phone'), phoneText(member.phone)],
    [t('studio.members.alternatePhone'), member.alternatePhone && phoneText(member.alternatePhone)],
    [t('studio.members.email'), member.email],
    [t('studio.members.group'), `${member.groupNumber} · ${member.groupName}`],
    [t('studio.members.region'), member.region],
    [
      t('studio.members.source'),
      t(
        member.source === 'wizard'
          ? 'studio.members.source.wizard'
          : 'studio.members.source.signup',
      ),
    ],
    [t('studio.members.joined'), new Date(member.joined).toLocaleString(language, WHEN)],
  ];
  return (
    <article aria-labelledby="member-title" className="flex max-w-3xl flex-col gap-4">
      {back}
      <h1 id="member-title" className="text-xl font-semibold">
        {member.name}
      </h1>
      <Fields
        fields={[
          ...profile.map(([label, value]) => ({ key: label, label, value: value ?? '' })),
          ...member.answers,
        ]}
      />
      <Consents consents={detail.consents} />
      <Directory directory={detail.directory} />
      <h2 className="text-lg font-semibold">
        {t('studio.members.businessesOf', { count: businesses.length })}
      </h2>
      {businesses.map((business) => (
        <section
          key={business.id}
          aria-label={business.name}
          className="flex flex-col gap-3 rounded-md border p-4"
        >
          <h3 className="font-semibold break-words">{business.name}</h3>
          <Fields
            fields={[
              {
                key: 'listed',
                label: t('studio.members.directory.listedNow'),
                value: t(
                  business.listed ? 'studio.members.consent.yes' : 'studio.members.consent.no',
                ),
              },
              ...business.fields,
            ]}
            imageAlt={t('studio.members.logoOf', { name: business.name })}
          />
          {Object.keys(business.unlisted).length > 0 && (
            <>
              <h4 className="text-sm font-medium">{t('studio.members.unlisted')}</h4>
              <Fields
                fields={Object.entries(business.unlisted).map(([key, value]) => ({
                  key,
                  label: key,
                  value,
                }))}
              />
            </>
          )}
        </section>
      ))}
    </article>
  );
}

const CHANNELS = {
  signup: 'studio.members.consent.channel.signup',
  wizard: 'studio.members.consent.channel.wizard',
  renewal: 'studio.members.consent.channel.renewal',
} as const;

/**
 * The member's consents, newest first: the notice's version, the language it was read in, when
 * (India time, as the page's other times), how, and whether a volunteer entered it.
 */
function Consents({ consents }: { consents: MemberDetail['consents'] }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <section aria-labelledby="member-consents" className="flex flex-col gap-2">
      <h2 id="member-consents" className="text-lg font-semibold">
        {t('studio.members.consents')}
      </h2>
      {consents.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('studio.members.consentsNone')}</p>
      ) : (
        consents.map((consent) => (
          <Fields
            key={consent.at + consent.noticeVersion}
            fields={[
              [
                t('studio.members.consent.given'),
                new Date(consent.at).toLocaleString(language, WHEN),
              ],
              [t('studio.members.consent.notice'), consent.noticeVersion],
              [t('studio.members.consent.language'), consent.language],
              [t('studio.members.consent.channel'), t(CHANNELS[consent.channel])],
              [
                t('studio.members.consent.enteredByOther'),
                t(
                  consent.enteredByOther
                    ? 'studio.members.consent.yes'
                    : 'studio.members.consent.no',
                ),
              ],
            ].map(([label, value]) => ({ key: label!, label: label!, value: value! }))}
          />
        ))
      )}
    </section>
  );
}

/**
 * The member's directory choices: whether they show their phone, and each Yes or No they gave,
 * newest first, with when (India time) and the notice's version then: the opt-ins' consent record.
 */
function Directory({ directory }: { directory: MemberDetail['directory'] }) {
  const t = useT();
  const { language } = useLanguage();
  const yesNo = (yes: boolean) =>
    t(yes ? 'studio.members.consent.yes' : 'studio.members.consent.no');
  return (
    <section aria-labelledby="member-directory" className="flex flex-col gap-2">
      <h2 id="member-directory" className="text-lg font-semibold">
        {t('studio.members.directory')}
      </h2>
      <Fields
        fields={[
          {
            key: 'phone',
            label: t('studio.members.directory.phone'),
            value: yesNo(directory.phoneShown),
          },
        ]}
      />
      <h3 className="font-medium">{t('studio.members.directory.choices')}</h3>
      {directory.choices.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('studio.members.directory.choicesNone')}</p>
      ) : (
        directory.choices.map((choice) => (
          <Fields
            key={`${choice.at}-${choice.choice}-${choice.businessId ?? ''}`}
            fields={[
              [
                t('studio.members.directory.made'),
                new Date(choice.at).toLocaleString(language, WHEN),
              ],
              [
                t('studio.members.directory.what'),
                choice.choice === 'phone'
                  ? t('studio.members.directory.phoneChoice')
                  : t('studio.members.directory.listing', {
                      name: choice.businessName ?? t('studio.members.directory.goneBusiness'),
                    }),
              ],
              [t('studio.members.directory.answer'), yesNo(choice.shown)],
              [t('studio.members.consent.notice'), choice.noticeVersion],
            ].map(([label, value]) => ({ key: label!, label: label!, value: value! }))}
          />
        ))
      )}
    </section>
  );
}

/** A field and its value; an entry of a list holds fields of its own (never lists). */
type FieldValue = MemberDetail['member']['answers'][number];

/**
 * Labels and values; a list of entries (addresses) as numbered groups of their own fields, and an
 * image's address (the logo) as the image.
 */
function Fields({ fields, imageAlt = '' }: { fields: FieldValue[]; imageAlt?: string }) {
  const t = useT();
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {fields.map((field) => (
        <div key={field.key} className="contents">
          <dt className="text-muted-foreground">
            {field.retired ? t('studio.members.retiredField', { label: field.label }) : field.label}
          </dt>
          <dd className="break-words">
            {field.items ? (
              <ol className="flex flex-col gap-2">
                {field.items.map((item, i) => (
                  <li key={i} className="rounded border p-2">
                    <p className="font-medium">{t('studio.members.entry', { number: i + 1 })}</p>
                    <Fields fields={item} />
                  </li>
                ))}
              </ol>
            ) : field.image && field.value ? (
              <img
                src={field.value}
                alt={imageAlt}
                className="size-16 rounded border object-contain"
              />
            ) : (
              field.value || '—'
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
