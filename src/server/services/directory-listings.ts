import type { Db } from '../db/connect';
import {
  directoryListingsRepository,
  type ListingOwner,
  type ListingRow,
} from '../repositories/directory-listings';
import type { BusinessDocument } from '../repositories/businesses';
import { newId } from '../crypto';
import { iso, type Clock } from '../clock';
import { directoryKey } from './directory-key';
import { memberName } from './member-name';

type Owner = ListingOwner;

/** The business field of the opt-in, and the profile field of the phone's (schemas/). */
export const LISTING_FIELD = 'showInDirectory';
export const PHONE_FIELD = 'showPhoneInDirectory';

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const citiesOf = (doc: BusinessDocument): string[] =>
  (Array.isArray(doc.businessAddress) ? doc.businessAddress : []).flatMap((address) => {
    const city = textOf((address as { city?: unknown } | null)?.city);
    return city ? [city] : [];
  });

/** A business is listed when its owner said Yes to it and has not asked to be deleted. */
const isListed = (owner: Owner, doc: BusinessDocument) =>
  doc[LISTING_FIELD] === true && !owner.deletion_due_at;

/** The directory's row of a listed business: what it shows, filters on and searches. */
export function listingRow(
  owner: Owner,
  id: string,
  doc: BusinessDocument,
  at: string,
): ListingRow {
  const cities = citiesOf(doc);
  const keys = [...new Set(cities.map(directoryKey).filter(Boolean))];
  const ownerName = memberName(owner);
  const category = textOf(doc.businessCategory) ?? '';
  const subCategory = textOf(doc.businessSubCategory) ?? null;
  const searched = [
    doc.businessName,
    category,
    subCategory,
    ...cities,
    textOf(doc.specialities),
    textOf(doc.interests),
    ownerName,
  ].filter((part): part is string => typeof part === 'string' && part !== '');
  return {
    business_id: id,
    owner_id: owner.id,
    business_name: doc.businessName,
    category,
    sub_category: subCategory,
    city: cities[0] ?? null,
    cities: keys.length > 0 ? `|${keys.join('|')}|` : '',
    group_number: owner.group_number,
    group_name: owner.group_name,
    region: owner.region,
    owner_name: ownerName,
    logo: textOf(doc.businessLogo) ?? null,
    search_key: directoryKey(searched.join(' ')),
    updated_at: at,
  };
}

/**
 * Keeps the members' directory in step with what it mirrors, always inside the caller's
 * transaction (the one that changes the business, the profile or the deletion), so a listing never
 * outlives a No, a deleted business or a deletion request by a moment. Each Yes or No a member
 * gives is recorded with the notice's version when it differs from what was stored: the consent
 * record of the opt-ins.
 */
export function directoryListingsService(db: Db, clock: Clock, noticeVersion: () => string) {
  const listings = directoryListingsRepository(db);

  const ownerIn = listings.owner;

  const put = async (tx: Db, owner: Owner, id: string, doc: BusinessDocument) => {
    if (isListed(owner, doc))
      await listings.upsert(tx, listingRow(owner, id, doc, iso(clock.now())));
    else await listings.remove(tx, id);
  };

  const choice = (
    userId: string,
    businessId: string | null,
    kind: 'listing' | 'phone',
    shown: boolean,
  ) => ({
    id: newId(),
    user_id: userId,
    business_id: businessId,
    choice: kind,
    shown: shown ? 1 : 0,
    notice_version: noticeVersion(),
    created_at: iso(clock.now()),
  });

  /** Every business of the owner listed or not as it should be now. */
  async function syncOwner(tx: Db, ownerId: string): Promise<void> {
    const owner = await ownerIn(tx, ownerId);
    if (!owner) return;
    for (const { id, doc } of await listings.documents(tx, ownerId)) await put(tx, owner, id, doc);
  }

  return {
    /** A business's document as stored now, read in the transaction about to change it. */
    storedDocument: listings.document,

    /**
     * After a business is written (created, updated, brought back): its listing as its document
     * and its owner say; and its Yes or No recorded when it differs from `before` (undefined for a
     * new business, or one saved before the question was asked).
     */
    async businessSaved(
      tx: Db,
      ownerId: string,
      id: string,
      doc: BusinessDocument,
      before?: BusinessDocument,
    ): Promise<void> {
      const owner = await ownerIn(tx, ownerId);
      if (!owner) return;
      await put(tx, owner, id, doc);
      const shown = doc[LISTING_FIELD];
      if (typeof shown === 'boolean' && shown !== before?.[LISTING_FIELD])
        await listings.addChoice(tx, choice(ownerId, id, 'listing', shown));
    },

    /** A business deleted: its listing goes with it (a restore puts it back through businessSaved). */
    businessRemoved: (tx: Db, id: string) => listings.remove(tx, id),

    /** A business brought back: listed again if it was. */
    async businessRestored(tx: Db, ownerId: string, id: string): Promise<void> {
      const owner = await ownerIn(tx, ownerId);
      const doc = await listings.document(tx, id);
      if (owner && doc) await put(tx, owner, id, doc);
    },

    /** Whether the member shows their phone now, read in the transaction about to change it. */
    async phoneShown(tx: Db, userId: string): Promise<boolean> {
      return (await ownerIn(tx, userId))?.directory_phone === 1;
    },

    /**
     * After the profile is written: the owner's name, group and region on every listing, and the
     * phone's Yes or No recorded when it changed.
     */
    async profileSaved(
      tx: Db,
      userId: string,
      phone: { before: boolean; after: boolean | undefined },
    ): Promise<void> {
      await syncOwner(tx, userId);
      if (phone.after !== undefined && phone.after !== phone.before)
        await listings.addChoice(tx, choice(userId, null, 'phone', phone.after));
    },

    /** A deletion asked: nothing of the member stays listed, at once. */
    deletionRequested: (tx: Db, userId: string) => listings.removeOwner(tx, userId),

    /** "Keep my account": the businesses they listed are listed again. */
    deletionCancelled: syncOwner,

    /** The erasure's part: the member's listings, choices and views. */
    erase: (tx: Db, userId: string) => listings.erase(tx, userId),

    /** What "Your data" and the Studio show: the listed businesses, and the choices newest first. */
    async of(userId: string) {
      const [phoneShown, listed, rows, names] = await Promise.all([
        listings.phoneShown(userId),
        listings.listedOf(userId),
        listings.choicesOf(userId),
        listings.businessNames(userId),
      ]);
      return {
        phoneShown,
        listed,
        choices: rows.map((row) => ({
          at: row.created_at,
          choice: row.choice,
          businessId: row.business_id,
          businessName: row.business_id === null ? null : (names.get(row.business_id) ?? null),
          shown: row.shown === 1,
          noticeVersion: row.notice_version,
        })),
      };
    },
  };
}

export type DirectoryListingsService = ReturnType<typeof directoryListingsService>;
