import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { iso, type Clock } from '../clock';
import { ApiError, notFound, tooSoon } from '../errors';
import type { LiveForms } from '../../form-engine/live-forms';
import type { TextKey } from '../../shared/i18n/format';
import { phoneDigits, phoneText } from '../../shared/phone';
import { directoryKey } from './directory-key';
import { memberName } from './member-name';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Listings per page of results. */
export const DIRECTORY_PAGE_SIZE = 20;
/** The Studio's heavy viewers look back this many days. */
export const HEAVY_VIEWER_DAYS = 30;
/**
 * A member is "far above the median" when their views over HEAVY_VIEWER_DAYS are at least this many
 * times the median member's (among members who opened any listing in those days)…
 */
export const HEAVY_VIEWER_RATIO = 4;
/** …and at least this many views: one full day's default cap, so a quiet month flags nobody. */
export const HEAVY_VIEWER_MIN_VIEWS = 150;
/** The most members the Studio's list shows, heaviest first. */
const HEAVY_VIEWER_LIMIT = 100;
/**
 * A query word of fewer key letters than this matches a whole word of the key only: "Rao" (key "r")
 * finds Rao, Rai and Roy, not every name starting with r. Longer words match the start of a word.
 */
const PREFIX_MIN = 3;
/** The filters' lists are read at most this often (they change when members list businesses). */
const FILTERS_TTL_MS = 30_000;
/** The key expression the trigram index is built on (migrations/directory-search.ts). */
export const SEARCH_KEY_WORDS = sql`(' ' || search_key || ' ')`;

export interface DirectoryQuery {
  q?: string;
  category?: string;
  city?: string;
  region?: string;
  group?: string;
  page?: number;
}

export interface DirectorySettings {
  viewsPerDay: number;
  maxPages: number;
}

/**
 * The catalogue key of a stored list value, as the app's screens make it (src/i18n/list-options.ts
 * `listKey`, which the server cannot import with its React hooks): Sole Proprietorship →
 * lists.entityType.soleProprietorship.
 */
const listKey = (prefix: string, value: string) => {
  const words = value
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (words.length === 0) return undefined;
  return prefix + words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join('');
};

interface Address {
  addressLine1?: unknown;
  addressLine2?: unknown;
  city?: unknown;
  state?: unknown;
  pin?: unknown;
  businessGoogleLocationUrl?: unknown;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** An address on one line, as people write it: "12 MG Road, Camp, Pune, Maharashtra 411001". */
const addressLine = (a: Address) =>
  [
    textOf(a.addressLine1),
    textOf(a.addressLine2),
    textOf(a.city),
    [textOf(a.state), textOf(a.pin)].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');

/** A Maps link only when it is a web address (the form checks it is Google Maps'). */
const mapsUrl = (value: unknown) => {
  const url = textOf(value);
  try {
    return url && ['https:', 'http:'].includes(new URL(url).protocol) ? url : null;
  } catch {
    return null;
  }
};

/**
 * The members' directory as members search it: results, filters and one listing, all read from
 * `directory_listings` (part of the listing writes keeps it in step), with the phone only where
 * its owner shows it. Opening another member's listing counts towards a daily cap; the Studio sees
 * who opens far more than the median member.
 */
export function directorySearchService(
  db: Db,
  clock: Clock,
  liveForms: LiveForms,
  settings: DirectorySettings,
) {
  const categoryLabel = (category: string, language: string) => {
    const key = listKey('lists.category.', category);
    if (!key) return category;
    const label = liveForms.text(language, key as TextKey);
    return label && label !== key ? label : category;
  };

  let filterRows:
    | {
        at: number;
        rows: Promise<{
          categories: string[];
          cities: { value: string; label: string }[];
          regions: string[];
          groups: { number: string; name: string }[];
        }>;
      }
    | undefined;

  const readFilters = async () => {
    const [categories, cities, regions, groups] = await Promise.all([
      db.selectFrom('directory_listings').select('category').distinct().execute(),
      db
        .selectFrom('directory_listings')
        .select(['city', db.fn.countAll<number>().as('n')])
        .where('city', 'is not', null)
        .groupBy('city')
        .execute(),
      db.selectFrom('directory_listings').select('region').distinct().execute(),
      db
        .selectFrom('directory_listings')
        .select(['group_number', 'group_name'])
        .distinct()
        .execute(),
    ]);
    // One entry per city key, labelled with the spelling most listings use.
    const byKey = new Map<string, { label: string; n: number }>();
    for (const row of cities) {
      const value = directoryKey(row.city!);
      const n = Number(row.n);
      const seen = byKey.get(value);
      if (value && (!seen || n > seen.n)) byKey.set(value, { label: row.city!.trim(), n });
    }
    const groupNames = new Map<string, string>();
    for (const g of groups)
      if (!groupNames.has(g.group_number)) groupNames.set(g.group_number, g.group_name);
    return {
      categories: categories.map((c) => c.category),
      cities: [...byKey].map(([value, { label }]) => ({ value, label })),
      regions: regions.map((r) => r.region).sort((a, b) => a.localeCompare(b)),
      groups: [...groupNames]
        .map(([number, name]) => ({ number, name }))
        .sort((a, b) => a.number.localeCompare(b.number, 'en', { numeric: true })),
    };
  };

  return {
    /** One page of listings matching every word of `q` (in any script) and every filter given. */
    async search(query: DirectoryQuery, language: string) {
      const page = query.page ?? 1;
      if (page > settings.maxPages) throw new ApiError(400, 'DIRECTORY_PAGE_LIMIT');
      let select = db
        .selectFrom('directory_listings')
        .select([
          'business_id',
          'business_name',
          'logo',
          'category',
          'city',
          'group_number',
          'group_name',
          'owner_name',
        ]);
      const words = [
        ...new Set(
          directoryKey(query.q ?? '')
            .split(' ')
            .filter(Boolean),
        ),
      ];
      for (const word of words)
        select = select.where(
          sql<boolean>`${SEARCH_KEY_WORDS} like ${word.length >= PREFIX_MIN ? `% ${word}%` : `% ${word} %`}`,
        );
      if (query.category) select = select.where('category', '=', query.category);
      const city = query.city ? directoryKey(query.city) : '';
      if (query.city) select = select.where('cities', 'like', `%|${city}|%`);
      if (query.region) select = select.where('region', '=', query.region);
      if (query.group) select = select.where('group_number', '=', query.group);
      // With words, the order is an expression, not the indexed column: PostgreSQL then finds the
      // matches by the trigram index and sorts them, instead of walking the whole name index for
      // words whose matches sort late (bench:directory measured both: 136 ms against 32 ms for two
      // words at 100,000 listings). Without words the name index serves the page directly.
      const rows = await select
        .orderBy(words.length > 0 ? sql`business_name || ''` : sql`business_name`)
        .orderBy('business_id')
        .limit(DIRECTORY_PAGE_SIZE + 1)
        .offset((page - 1) * DIRECTORY_PAGE_SIZE)
        .execute();
      return {
        items: rows.slice(0, DIRECTORY_PAGE_SIZE).map((r) => ({
          id: r.business_id,
          businessName: r.business_name,
          logo: r.logo,
          category: r.category,
          categoryLabel: categoryLabel(r.category, language),
          city: r.city,
          groupNumber: r.group_number,
          groupName: r.group_name,
          ownerName: r.owner_name,
        })),
        page,
        pageSize: DIRECTORY_PAGE_SIZE,
        hasMore: rows.length > DIRECTORY_PAGE_SIZE,
        lastPage: page === settings.maxPages,
      };
    },

    /** What the filters offer, from listed businesses only; read at most every 30 seconds. */
    async filters(language: string) {
      const now = clock.now();
      if (!filterRows || now - filterRows.at > FILTERS_TTL_MS || now < filterRows.at) {
        const rows = readFilters();
        filterRows = { at: now, rows };
        rows.catch(() => (filterRows = undefined));
      }
      const { categories, ...rest } = await filterRows.rows;
      return {
        categories: categories
          .map((value) => ({ value, label: categoryLabel(value, language) }))
          .sort((a, b) => a.label.localeCompare(b.label, language)),
        ...rest,
        cities: [...rest.cities].sort((a, b) => a.label.localeCompare(b.label, language)),
      };
    },

    /**
     * One listing. Another member's counts as a view of `viewerId`'s today (UTC); past the day's
     * cap it is refused (429) until the next UTC day. The owner's own listing is not counted.
     */
    async listing(businessId: string, viewerId: string, language: string) {
      const row = await db
        .selectFrom('directory_listings as l')
        .innerJoin('businesses as b', 'b.id', 'l.business_id')
        .innerJoin('users as u', 'u.id', 'l.owner_id')
        .select([
          'l.business_id',
          'l.owner_id',
          'l.business_name',
          'l.logo',
          'l.category',
          'l.sub_category',
          'l.owner_name',
          'l.group_number',
          'l.group_name',
          'l.region',
          'b.document',
          'u.phone',
          'u.directory_phone',
        ])
        .where('l.business_id', '=', businessId)
        .executeTakeFirst();
      if (!row) throw notFound();
      const own = row.owner_id === viewerId;
      if (!own && !(await countView(viewerId))) {
        const now = clock.now();
        // Until the next UTC day, when the count starts again.
        throw tooSoon(
          'DIRECTORY_VIEW_LIMIT',
          ((Math.floor(now / DAY_MS) + 1) * DAY_MS - now) / 1000,
        );
      }
      const doc = JSON.parse(row.document) as Record<string, unknown>;
      const addresses = Array.isArray(doc.businessAddress)
        ? (doc.businessAddress as Address[])
        : [];
      return {
        id: row.business_id,
        businessName: row.business_name,
        logo: row.logo,
        tagline: textOf(doc.businessTagline) || null,
        category: row.category,
        categoryLabel: categoryLabel(row.category, language),
        subCategory: row.sub_category,
        description: textOf(doc.businessDescription),
        specialities: textOf(doc.specialities),
        interests: textOf(doc.interests),
        whatDoYouWantFromUs: textOf(doc.whatDoYouWantFromUs),
        addresses: addresses
          .filter((a) => a && typeof a === 'object')
          .map((a) => ({
            text: addressLine(a),
            city: textOf(a.city) || null,
            mapsUrl: mapsUrl(a.businessGoogleLocationUrl),
          })),
        owner: {
          name: row.owner_name,
          groupNumber: row.group_number,
          groupName: row.group_name,
          region: row.region,
        },
        phone:
          row.directory_phone === 1
            ? { display: phoneText(row.phone), tel: row.phone, whatsapp: phoneDigits(row.phone) }
            : null,
        own,
      };
    },

    /**
     * Members whose views over the last HEAVY_VIEWER_DAYS days are far above the median member's:
     * at least HEAVY_VIEWER_RATIO times it and at least HEAVY_VIEWER_MIN_VIEWS, heaviest first.
     */
    async heavyViewers() {
      const since = iso(clock.now() - (HEAVY_VIEWER_DAYS - 1) * DAY_MS).slice(0, 10);
      const totals = await db
        .selectFrom('directory_views')
        .select(['user_id', db.fn.sum<number>('views').as('views')])
        .where('day', '>=', since)
        .groupBy('user_id')
        .execute();
      const counts = totals.map((t) => Number(t.views)).sort((a, b) => a - b);
      const middle = Math.floor(counts.length / 2);
      const median =
        counts.length === 0
          ? 0
          : counts.length % 2
            ? counts[middle]!
            : (counts[middle - 1]! + counts[middle]!) / 2;
      const heavy = totals
        .map((t) => ({ userId: t.user_id, views: Number(t.views) }))
        .filter((t) => t.views >= HEAVY_VIEWER_MIN_VIEWS && t.views >= HEAVY_VIEWER_RATIO * median)
        .sort((a, b) => b.views - a.views)
        .slice(0, HEAVY_VIEWER_LIMIT);
      const people =
        heavy.length === 0
          ? []
          : await db
              .selectFrom('users')
              .select(['id', 'first_name', 'middle_name', 'last_name', 'group_number'])
              .where(
                'id',
                'in',
                heavy.map((h) => h.userId),
              )
              .execute();
      const byId = new Map(people.map((p) => [p.id, p]));
      return {
        days: HEAVY_VIEWER_DAYS,
        median,
        members: heavy.flatMap((h) => {
          const p = byId.get(h.userId);
          if (!p) return [];
          return [
            {
              userId: h.userId,
              name: memberName(p),
              groupNumber: p.group_number,
              views: h.views,
              ratio: Math.round((h.views / Math.max(median, 1)) * 10) / 10,
            },
          ];
        }),
      };
    },
  };

  /**
   * Counts one view for `userId` today, in one statement, so concurrent requests cannot pass the
   * cap: the row is added at 1, or raised by 1 while below the cap. False once the cap is reached.
   */
  async function countView(userId: string): Promise<boolean> {
    const day = iso(clock.now()).slice(0, 10);
    const row = await db
      .insertInto('directory_views')
      .values({ user_id: userId, day, views: 1 })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'day'])
          .doUpdateSet((eb) => ({ views: eb('directory_views.views', '+', 1) }))
          .where('directory_views.views', '<', settings.viewsPerDay),
      )
      .returning('views')
      .executeTakeFirst();
    return row !== undefined;
  }
}

export type DirectorySearchService = ReturnType<typeof directorySearchService>;
