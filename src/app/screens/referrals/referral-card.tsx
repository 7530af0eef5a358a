import type { ReactNode } from 'react';
import { MessageCircle, Phone } from 'lucide-react';
import { useLanguage, useT } from '@/i18n/texts-provider';
import { rupees } from './money';
import { ReferralMoves } from './referral-moves';
import { WARMTHS, type Referral, type ReferralStatus } from './referral-types';

/** A day as members read it, in India time whatever the device's zone. */
export const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'Asia/Kolkata' };

const BADGE: Record<ReferralStatus, string> = {
  new: 'bg-muted',
  contacted: 'bg-primary/10 text-primary',
  won: 'bg-emerald-100 text-emerald-900',
  lost: 'bg-muted text-muted-foreground',
};

const LINK =
  'border-input hover:bg-accent focus-visible:ring-ring/50 inline-flex min-h-11 items-center gap-2 rounded-md border px-4 text-sm font-medium outline-none focus-visible:ring-[3px]';

export interface ReferralCardProps {
  referral: Referral;
  /** The referral as the server answered a move. */
  onChanged?: (referral: Referral) => void;
  /** A move the server refused because the referral had changed: the list is read again. */
  onConflict?: () => void;
}

/**
 * One referral: the business, the other member, the contact, what they need and how warm, its
 * status with each change dated, and the value won or why it was lost. The receiver moves it on
 * (only the moves its status allows) and can call or WhatsApp the contact; the giver reads it.
 */
export function ReferralCard({ referral, onChanged, onConflict }: ReferralCardProps) {
  const t = useT();
  const { language } = useLanguage();
  const day = (at: string) => new Date(at).toLocaleDateString(language, DAY);
  const received = referral.mine === 'received';
  const other = received ? referral.giverName : referral.receiverName;
  const otherName = other ?? t('referrals.formerMember');
  const { contact } = referral;
  const headingId = `referral-${referral.id}`;

  return (
    <li
      aria-labelledby={headingId}
      className={`flex flex-col gap-3 rounded-lg border p-4 ${received ? '' : 'bg-muted/30'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <h2 id={headingId} className="text-base font-semibold break-words">
            {referral.businessName}
          </h2>
          <p className="text-muted-foreground text-sm break-words">
            {t(received ? 'referrals.from' : 'referrals.to', { name: otherName })}
          </p>
        </div>
        <span className={`rounded px-2 py-0.5 text-sm font-medium ${BADGE[referral.status]}`}>
          {t(`referrals.status.${referral.status}`)}
        </span>
      </div>

      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <Item term={t('referrals.contact')}>
          {contact ? (
            <span className="flex flex-col">
              <span className="break-words">{contact.name}</span>
              <span className="whitespace-nowrap">{contact.phone.display}</span>
            </span>
          ) : (
            <span className="text-muted-foreground">{t('referrals.contactErased')}</span>
          )}
        </Item>
        <Item term={t('referrals.warmth')}>
          {/* Staff may add a warmth to the form: one the catalogue does not name shows as stored. */}
          {Object.hasOwn(WARMTHS, referral.warmth)
            ? t(WARMTHS[referral.warmth as keyof typeof WARMTHS])
            : referral.warmth}
        </Item>
        {referral.need !== null && (
          <Item term={t('referrals.need')} wide>
            <span className="break-words whitespace-pre-line">{referral.need}</span>
          </Item>
        )}
        {referral.status === 'won' && referral.value !== null && (
          <Item term={t('referrals.value')}>
            <span className="font-semibold">{rupees(referral.value)}</span>
          </Item>
        )}
        {referral.status === 'lost' && referral.lostReason && (
          <Item term={t('referrals.lostReason')} wide>
            <span className="break-words whitespace-pre-line">{referral.lostReason}</span>
          </Item>
        )}
      </dl>

      {received && contact && (
        <div className="flex flex-wrap gap-2">
          <a
            href={`tel:${contact.phone.tel}`}
            className={LINK}
            aria-label={t('referrals.callNamed', { name: contact.name })}
          >
            <Phone aria-hidden className="size-4" />
            {t('referrals.call')}
          </a>
          <a
            href={`https://wa.me/${contact.phone.whatsapp}`}
            target="_blank"
            rel="noopener noreferrer"
            className={LINK}
            aria-label={t('referrals.whatsappNamed', { name: contact.name })}
          >
            <MessageCircle aria-hidden className="size-4" />
            {t('referrals.whatsapp')}
          </a>
        </div>
      )}

      <div className="flex flex-col gap-1 text-sm">
        <h3 className="text-muted-foreground">{t('referrals.history')}</h3>
        <ol className="flex flex-col gap-0.5">
          {referral.history.map((step) => (
            <li key={`${step.status}-${step.at}`} className="flex flex-wrap gap-x-2">
              <span className="font-medium">{t(`referrals.status.${step.status}`)}</span>
              <time dateTime={step.at}>{day(step.at)}</time>
            </li>
          ))}
        </ol>
      </div>

      {received ? (
        <ReferralMoves referral={referral} onChanged={onChanged} onConflict={onConflict} />
      ) : (
        referral.status !== 'won' &&
        referral.status !== 'lost' && (
          <p className="text-muted-foreground text-sm">
            {other ? t('referrals.readOnly', { name: other }) : t('referrals.readOnlyFormer')}
          </p>
        )
      )}
    </li>
  );
}

function Item({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`flex flex-col ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-muted-foreground">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
