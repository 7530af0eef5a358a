import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { hasRowLocks, inTransaction } from '../db/transaction';
import { LOGO_PATH } from './businesses';
import { memberName } from './member-name';
import { phoneDigits } from '../../shared/phone';
import { directoryListingsRepository } from '../repositories/directory-listings';

/**
 * The name an erased member keeps in the audit and in the erasure ledger: SHA-256 of their id, in
 * hex. No secret goes in, so a restore on another machine computes the same pseudonym and can match
 * the ledger; an id is a random UUID, so the pseudonym names nobody by itself.
 */
export const memberPseudonym = (userId: string): string =>
  createHash('sha256').update(`member:${userId}`).digest('hex');

const logoIdOf = (document: string): string | undefined => {
  const url = (JSON.parse(document) as { businessLogo?: unknown }).businessLogo;
  return typeof url === 'string' && url.startsWith(LOGO_PATH)
    ? url.slice(LOGO_PATH.length)
    : undefined;
};

/** Every string in `value` with each of `needles` replaced by `pseudonym`, and `names` whole. */
function pseudonymised(
  value: unknown,
  needles: string[],
  names: Set<string>,
  pseudonym: string,
): unknown {
  if (typeof value === 'string') {
    if (names.has(value.trim())) return pseudonym;
    return needles.reduce((text, needle) => text.split(needle).join(pseudonym), value);
  }
  if (Array.isArray(value)) return value.map((v) => pseudonymised(v, needles, names, pseudonym));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, pseudonymised(v, needles, names, pseudonym)]),
    );
  return value;
}

/**
 * Erases a member, in one transaction: the profile, their businesses (and deleted ones still
 * restorable), the logos no other member's business names, refresh tokens, the phone's OTP codes
 * and verifications, and by cascade their consents and requests. Their audit entries stay (the
 * office's processing log) but name the member's pseudonym instead: subject, and any id, phone,
 * email or name in the details. Referrals they gave or received stay the other member's, with the
 * contact's details erased and no id of theirs. True when a member was erased. `_at`, the time of
 * the erasure, is what the caller writes in the ledger; only a referral's `contact_erased_at` keeps
 * it (a replay from the ledger writes the same).
 */
export async function eraseMember(
  db: Db,
  userId: string,
  _at: string,
  { dueBy }: { dueBy?: string } = {},
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    // With `dueBy`, only a member whose deletion is still due by then: read under the row's lock,
    // so "Keep my account" landing meanwhile is seen, never erased over.
    let read = tx.selectFrom('users').selectAll().where('id', '=', userId);
    if (dueBy !== undefined) read = read.where('deletion_due_at', '<=', dueBy);
    if (hasRowLocks(db)) read = read.forUpdate();
    const user = await read.executeTakeFirst();
    if (!user) return false;
    const pseudonym = memberPseudonym(userId);

    const documents = await tx
      .selectFrom('businesses')
      .select('document')
      .where('owner_id', '=', userId)
      .unionAll(
        tx.selectFrom('deleted_businesses').select('document').where('owner_id', '=', userId),
      )
      .execute();
    const owned = await tx
      .selectFrom('logos')
      .select('id')
      .where('owner_id', '=', userId)
      .execute();
    const logoIds = [
      ...new Set([
        ...documents.flatMap((d) => logoIdOf(d.document) ?? []),
        ...owned.map((l) => l.id),
      ]),
    ];
    if (logoIds.length > 0)
      // A logo another member's business (or restorable deleted one) names stays theirs.
      await tx
        .deleteFrom('logos')
        .where('id', 'in', logoIds)
        .where(({ not, exists, selectFrom, ref }) =>
          not(
            exists(
              selectFrom('businesses')
                .select('id')
                .where('owner_id', '!=', userId)
                .where('document', 'like', sql<string>`'%' || ${ref('logos.id')} || '%'`)
                .union(
                  selectFrom('deleted_businesses')
                    .select('id')
                    .where('owner_id', '!=', userId)
                    .where('document', 'like', sql<string>`'%' || ${ref('logos.id')} || '%'`),
                ),
            ),
          ),
        )
        .execute();

    // The directory: their listings, the choices they made, the listings they opened.
    await directoryListingsRepository(tx).erase(tx, userId);
    await tx.deleteFrom('businesses').where('owner_id', '=', userId).execute();
    await tx.deleteFrom('deleted_businesses').where('owner_id', '=', userId).execute();
    await tx.deleteFrom('refresh_tokens').where('user_id', '=', userId).execute();
    await tx.deleteFrom('otp_codes').where('phone', '=', user.phone).execute();
    await tx.deleteFrom('otp_phones').where('phone', '=', user.phone).execute();
    await tx.deleteFrom('verifications').where('phone', '=', user.phone).execute();

    // The audit: entries about the member, or whose details name them.
    const phones = [user.phone, user.alternate_phone].filter((p): p is string => Boolean(p));
    const needles = [
      userId,
      ...phones,
      ...phones.map((p) => phoneDigits(p)),
      ...(user.email ? [user.email] : []),
    ];
    const fullName = memberName(user);
    const names = new Set([fullName, `${user.first_name} ${user.last_name}`].filter(Boolean));
    const entries = await tx
      .selectFrom('audit_events')
      .select(['id', 'subject', 'details'])
      .where((eb) =>
        eb.or([
          eb('subject', 'in', [userId, ...phones]),
          ...[...needles, fullName].map((n) => eb('details', 'like', `%${n}%`)),
        ]),
      )
      .execute();
    for (const entry of entries) {
      const subject =
        entry.subject !== null && [userId, ...phones].includes(entry.subject)
          ? pseudonym
          : entry.subject;
      const details =
        entry.details === null
          ? null
          : JSON.stringify(pseudonymised(JSON.parse(entry.details), needles, names, pseudonym));
      if (subject === entry.subject && details === entry.details) continue;
      await tx
        .updateTable('audit_events')
        .set({ subject, details })
        .where('id', '=', entry.id)
        .execute();
    }

    // Referrals: the other member keeps theirs, from "a former member"; the contact's details,
    // given by or to the member erased, go now, and the member's id leaves it and its history.
    const erasedContact = {
      contact_name: null,
      contact_phone: null,
      need: null,
      answers: null,
      contact_erased_at: _at,
    };
    for (const side of ['giver_id', 'receiver_id'] as const) {
      await tx
        .updateTable('referrals')
        .set(erasedContact)
        .where(side, '=', userId)
        .where('contact_erased_at', 'is', null)
        .execute();
      await tx
        .updateTable('referrals')
        .set({ [side]: null })
        .where(side, '=', userId)
        .execute();
    }
    await tx
      .updateTable('referral_events')
      .set({ actor: null })
      .where('actor', '=', userId)
      .execute();

    // Consents and requests go with the row (on delete cascade).
    await tx.deleteFrom('users').where('id', '=', userId).execute();
    return true;
  });
}
