import type { Db } from '../db/connect';
import { hasRowLocks, inTransaction } from '../db/transaction';
import { auditKeepCutoff } from '../db/migrations/account-deletion';
import { iso, type Clock } from '../clock';
import { ApiError } from '../errors';
import type { PhoneProofs } from './phone-proofs';
import { eraseMember, memberPseudonym } from './erasure';
import { appendErasure } from './erasure-ledger';
import type { DirectoryListingsService } from './directory-listings';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An audit entry's time a year before `ms`: the purge deletes entries older than that. */
const yearBefore = (ms: number) => {
  const date = new Date(ms);
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  return iso(date.getTime());
};

/**
 * A member's own deletion: asked with a fresh code sent to their phone, then a grace of
 * `graceDays` during which signing in again and "Keep my account" cancel it; after it the purge
 * erases them. Asking signs them out everywhere: every refresh token is revoked, and an access
 * token signed before the request is refused (tokens.ts reads the request's time).
 */
export function accountDeletionService(
  db: Db,
  clock: Clock,
  proofs: PhoneProofs,
  options: { graceDays: number; ledgerDir: string },
  directory: Pick<DirectoryListingsService, 'deletionRequested' | 'deletionCancelled'>,
) {
  /** Writes the ledger line first: a restore must never bring back someone the purge erased. */
  const erase = async (userId: string): Promise<boolean> => {
    const erasedAt = iso(clock.now());
    await appendErasure(options.ledgerDir, { pseudonym: memberPseudonym(userId), erasedAt });
    return eraseMember(db, userId, erasedAt, { dueBy: erasedAt });
  };

  /** When the member's deletion is due; null when none is scheduled. */
  const dueAt = async (userId: string): Promise<string | null> => {
    const row = await db
      .selectFrom('users')
      .select('deletion_due_at')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row) throw new ApiError(401, 'UNAUTHORIZED');
    return row.deletion_due_at ?? null;
  };

  return {
    dueAt,

    /**
     * Schedules the deletion, with a proof `{ uid, token }` of the member's own phone as sign-in
     * takes; with no grace, erases at once. The proof is spent with the change.
     */
    async request(
      userId: string,
      uid: string,
      token: string,
    ): Promise<{ deletionDueAt: string; erased: boolean }> {
      const user = await db
        .selectFrom('users')
        .select(['phone'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) throw new ApiError(401, 'UNAUTHORIZED');
      const { row, problem } = await proofs.byToken(token, user.phone);
      if (problem === 'other-phone') throw new ApiError(403, 'NOT_YOUR_PHONE');
      if (problem || (row!.provider === 'local' && row!.id !== uid))
        throw new ApiError(400, 'INVALID_TOKEN', 'errors.login.INVALID_TOKEN');
      const now = clock.now();
      const deletionDueAt = iso(now + options.graceDays * DAY_MS);
      await inTransaction(db, async (tx) => {
        if (!(await proofs.use(tx, row!.id)))
          throw new ApiError(400, 'INVALID_TOKEN', 'errors.login.INVALID_TOKEN');
        await tx
          .updateTable('users')
          .set({ deletion_requested_at: iso(now), deletion_due_at: deletionDueAt })
          .where('id', '=', userId)
          .execute();
        await tx
          .updateTable('refresh_tokens')
          .set({ revoked_at: iso(now) })
          .where('user_id', '=', userId)
          .where('revoked_at', 'is', null)
          .execute();
        // Their businesses leave the directory now, not when the grace ends.
        await directory.deletionRequested(tx, userId);
      });
      const erased = options.graceDays === 0 && (await erase(userId));
      return { deletionDueAt, erased };
    },

    /**
     * "Keep my account" during the grace: the scheduled deletion is off; tokens signed since keep
     * working. Once the day has passed the erasure is under way (its ledger line may be written),
     * so keeping is refused rather than half done; one statement decides, whatever runs beside it.
     */
    async cancel(userId: string): Promise<void> {
      const now = iso(clock.now());
      const kept = await inTransaction(db, async (tx) => {
        const result = await tx
          .updateTable('users')
          .set({ deletion_requested_at: null, deletion_due_at: null })
          .where('id', '=', userId)
          .where((eb) =>
            eb.or([eb('deletion_due_at', 'is', null), eb('deletion_due_at', '>', now)]),
          )
          .executeTakeFirst();
        const done = Number(result.numUpdatedRows) > 0;
        // The businesses they had listed are listed again.
        if (done) await directory.deletionCancelled(tx, userId);
        return done;
      });
      if (!kept && (await dueAt(userId)) !== null) throw new ApiError(409, 'DELETION_DUE');
    },

    /** Erases every member whose grace has passed, each in its own transaction; how many. */
    async purgeDue(): Promise<number> {
      const due = await db
        .selectFrom('users')
        .select('id')
        .where('deletion_due_at', '<=', iso(clock.now()))
        .execute();
      let erased = 0;
      for (const { id } of due) if (await erase(id)) erased += 1;
      return erased;
    },

    /**
     * Deletes audit entries older than a year, by this clock and by the database's (its triggers
     * refuse younger ones, so the two must agree on each row asked for).
     */
    async purgeAudit(): Promise<number> {
      const result = await db
        .deleteFrom('audit_events')
        .where('created_at', '<', yearBefore(clock.now()))
        .where('created_at', '<', auditKeepCutoff(hasRowLocks(db) ? 'postgres' : 'sqlite'))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type AccountDeletionService = ReturnType<typeof accountDeletionService>;
