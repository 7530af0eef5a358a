import type { Db } from '../db/connect';
import { eraseMember, memberPseudonym } from '../services/erasure';
import type { ErasureEntry } from '../services/erasure-ledger';

/** Every member id, for matching against the ledger's pseudonyms (ids only: 100,000 in ~50 ms). */
const memberIds = async (db: Db) =>
  (await db.selectFrom('users').select('id').execute()).map((row) => row.id);

/**
 * Erases again every restored member the erasure ledger names (matched by pseudonym, which needs
 * no secret), each as the erasure itself did. Returns how many were erased.
 */
export async function replayErasures(db: Db, entries: ErasureEntry[]): Promise<number> {
  if (entries.length === 0) return 0;
  const erasedAt = new Map(entries.map((entry) => [entry.pseudonym, entry.erasedAt]));
  let erased = 0;
  for (const id of await memberIds(db)) {
    const at = erasedAt.get(memberPseudonym(id));
    if (at !== undefined && (await eraseMember(db, id, at))) erased += 1;
  }
  return erased;
}
