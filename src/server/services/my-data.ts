import { stringify } from 'csv-stringify/sync';
import type { Db } from '../db/connect';
import { consentsRepository } from '../repositories/consents';
import { answersOf, toPerson, usersRepository } from '../repositories/users';
import { ApiError } from '../errors';
import { iso, type Clock } from '../clock';
import { LOGO_PATH } from './businesses';
import { neutralise } from './members-export';
import type { PrivacyNoticeService } from './privacy-notice';
import { referralsRepository } from '../repositories/referrals';
import { PHONE_FIELD, type DirectoryListingsService } from './directory-listings';

/** An answer as "Your data" shows and downloads it: the stored field's name, its label, its value. */
export interface HeldField {
  name: string;
  label: string;
  value: unknown;
}

/** The role a staff member looked at the record in; null for a STAFF_PHONES admin of old entries. */
export interface OfficeLook {
  at: string;
  role: string | null;
}

/**
 * What the product holds about a member, for them ("Your data", s.11 DPDP Act): the profile with
 * the answers to fields staff added, each business with every field it stores, the consents they
 * gave, who receives what (the notice's recipients, with the items of theirs each gets), when the
 * office last opened their record and in which role, and any deletion scheduled.
 */
export function myDataService(
  db: Db,
  clock: Clock,
  notice: Pick<PrivacyNoticeService, 'notice'>,
  deletionGraceDays: number,
  directory: Pick<DirectoryListingsService, 'of'>,
) {
  const users = usersRepository(db);
  const consents = consentsRepository(db);

  async function summary(userId: string, language: string, origin: string) {
    const user = await users.byId(userId);
    if (!user) throw new ApiError(401, 'UNAUTHORIZED');
    const { items, recipients } = notice.notice(language);
    const labels = new Map(items.map((item) => [item.id, item.data]));
    const field = (name: string, value: unknown): HeldField => ({
      name,
      label: labels.get(name) ?? name,
      value,
    });

    const profile = Object.entries({
      ...answersOf(user),
      ...toPerson(user),
      [PHONE_FIELD]: user.directory_phone === 1,
    }).map(([name, v]) => field(name, v));
    if (user.preferred_language)
      profile.push({
        name: 'preferredLanguage',
        label: labels.get('record.language') ?? 'preferredLanguage',
        value: user.preferred_language,
      });

    const rows = await db
      .selectFrom('businesses')
      .select(['id', 'business_name', 'document'])
      .where('owner_id', '=', userId)
      .orderBy('id')
      .execute();
    const { listed, choices } = await directory.of(userId);
    const businesses = rows.map((row) => {
      const document = JSON.parse(row.document) as Record<string, unknown>;
      const logo = document.businessLogo;
      // A logo as a link that opens anywhere, not a path of this site.
      if (typeof logo === 'string' && logo.startsWith(LOGO_PATH))
        document.businessLogo = `${origin}${logo}`;
      return {
        businessId: row.id,
        businessName: row.business_name,
        listed: listed.includes(row.id),
        fields: Object.entries(document).map(([name, v]) => field(name, v)),
      };
    });

    const held = new Set([
      ...profile.map((f) => f.name),
      ...businesses.flatMap((b) => b.fields.map((f) => f.name)),
    ]);
    const kept = items.filter((item) => item.id.startsWith('record.') || held.has(item.id));

    const look = await db
      .selectFrom('audit_events')
      .select(['created_at', 'actor_role'])
      .where('subject', '=', userId)
      .where('action', '=', 'member-viewed')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();

    return {
      memberSince: user.created_at,
      profile,
      businesses,
      consents: (await consents.listFor(userId)).map((c) => ({
        at: c.created_at,
        noticeVersion: c.notice_version,
        language: c.language,
        channel: c.channel,
        enteredByOther: c.entered_by_other === 1,
      })),
      directoryChoices: choices,
      recipients: recipients.map((r) => ({
        id: r.id,
        name: r.name,
        receives: r.receives,
        items: kept.filter((item) => item.recipients.includes(r.id)).map((item) => item.data),
      })),
      officeLastLooked: look ? { at: look.created_at, role: look.actor_role } : null,
      deletionDueAt: user.deletion_due_at ?? null,
      deletionGraceDays,
      referrals: (await referralsRepository(db).ofMember(userId)).map((r) => ({
        id: r.id,
        mine: r.giver_id === userId ? ('given' as const) : ('received' as const),
        businessName: r.business_name,
        status: r.status,
        value: r.value,
        lostReason: r.lost_reason,
        createdAt: r.created_at,
        closedAt: r.closed_at,
      })),
    };
  }

  type Summary = Awaited<ReturnType<typeof summary>>;

  /** A value as one CSV cell: text as it is, anything else as JSON. */
  const cell = (value: unknown) =>
    neutralise(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

  return {
    summary,

    /** The download: the summary and when it was made. */
    async download(userId: string, language: string, origin: string) {
      return { exportedAt: iso(clock.now()), ...(await summary(userId, language, origin)) };
    },

    /**
     * The same as a CSV a spreadsheet opens (UTF-8 with a byte-order mark): one row per value,
     * under its section, name and label.
     */
    csv(data: Summary & { exportedAt: string }): string {
      const rows: string[][] = [
        ...data.profile.map((f) => ['profile', f.name, f.label, cell(f.value)]),
        ...data.businesses.flatMap((b) => [
          ...b.fields.map((f) => [`business ${b.businessId}`, f.name, f.label, cell(f.value)]),
          [`business ${b.businessId}`, 'listed', '', cell(b.listed)],
        ]),
        ...data.consents.map((c) => ['consent', c.at, c.channel, cell(c)]),
        ...data.directoryChoices.map((c) => ['directory choice', c.at, c.choice, cell(c)]),
        ...data.referrals.map((r) => ['referral', r.id, r.mine, cell(r)]),
        ...data.recipients.map((r) => ['recipient', r.id, r.name, cell(r.items)]),
        ['office', 'lastLooked', '', cell(data.officeLastLooked)],
        ['account', 'memberSince', '', data.memberSince],
        ['account', 'deletionDueAt', '', data.deletionDueAt ?? ''],
        ['account', 'exportedAt', '', data.exportedAt],
      ];
      return stringify(rows, {
        bom: true,
        header: true,
        columns: ['section', 'name', 'label', 'value'],
      });
    },
  };
}

export type MyDataService = ReturnType<typeof myDataService>;
