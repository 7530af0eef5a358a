import type { Db } from '../db/connect';
import { inTransaction } from '../db/transaction';
import { businessesRepository, type BusinessDocument } from '../repositories/businesses';
import { logosRepository } from '../repositories/logos';
import { usersRepository } from '../repositories/users';
import { newId } from '../crypto';
import { iso, type Clock } from '../clock';
import { ApiError, fieldTexts, notFound, validationError } from '../errors';
import { applyOtherCategory } from '../../shared/business';
import { assertValid, pickFormFields, readForm, type FormName } from '../validation';
import type { DirectoryListingsService } from './directory-listings';

export const LOGO_PATH = '/api/business/logo/';

/**
 * How long a deleted business can be brought back. The list offers Undo for seconds; the server
 * keeps it longer so a slow phone network never turns Undo into a 404.
 */
export const RESTORE_WITHIN_MS = 10 * 60 * 1000;

const logoId = (url: unknown) =>
  typeof url === 'string' && url.startsWith(LOGO_PATH) ? url.slice(LOGO_PATH.length) : '';

/**
 * Businesses as owner + id + a JSON document the business schema validated, so a field staff add
 * to the schema is stored and returned without a migration.
 */
export function businessService(
  db: Db,
  clock: Clock,
  limits: { businessesPerMember: number },
  directory: DirectoryListingsService,
) {
  const businesses = businessesRepository(db);
  const logos = logosRepository(db);
  const users = usersRepository(db);

  /** The form's fields only, validated, with "other" turned into the member's own category. */
  const prepare = (form: FormName, input: Record<string, unknown>): BusinessDocument => {
    const data = readForm(form, input);
    assertValid(form, data);
    return applyOtherCategory(data) as BusinessDocument;
  };

  /** A logo URL must name an upload of ours that is unclaimed or the member's own; claimed in one statement. */
  const attachLogo = async (tx: Db, doc: BusinessDocument, ownerId: string) => {
    if (typeof doc.businessLogo !== 'string') return;
    if (!(await logos.claim(tx, logoId(doc.businessLogo), ownerId))) {
      throw validationError(fieldTexts({ '/businessLogo': 'errors.LOGO_NOT_FOUND' }));
    }
  };

  return {
    prepare,
    attachLogo,
    list: (ownerId: string) => businesses.list(ownerId),

    async get(ownerId: string, id: string) {
      const doc = await businesses.get(ownerId, id);
      if (!doc) throw notFound();
      return { ...doc, businessId: id };
    },

    async create(ownerId: string, input: Record<string, unknown>): Promise<string> {
      const doc = prepare('business', input);
      return inTransaction(db, async (tx) => {
        // Concurrent creates of one member count in turn, so the cap holds.
        await users.lock(tx, ownerId);
        if ((await businesses.count(tx, ownerId)) >= limits.businessesPerMember)
          throw new ApiError(409, 'BUSINESS_LIMIT');
        await attachLogo(tx, doc, ownerId);
        const id = newId();
        await businesses.insert(tx, ownerId, id, doc, iso(clock.now()));
        await directory.businessSaved(tx, ownerId, id, doc);
        return id;
      });
    },

    /** Deletes the member's own business; it stays restorable for RESTORE_WITHIN_MS. */
    async remove(ownerId: string, id: string): Promise<void> {
      const at = iso(clock.now());
      const removed = await inTransaction(db, async (tx) => {
        if (!(await businesses.remove(tx, ownerId, id, at))) return false;
        await directory.businessRemoved(tx, id);
        return true;
      });
      if (!removed) throw notFound();
    },

    /** Undo of a delete: the same business back, within the cap. */
    async restore(ownerId: string, id: string): Promise<void> {
      await inTransaction(db, async (tx) => {
        await users.lock(tx, ownerId);
        if ((await businesses.count(tx, ownerId)) >= limits.businessesPerMember)
          throw new ApiError(409, 'BUSINESS_LIMIT');
        const since = iso(clock.now() - RESTORE_WITHIN_MS);
        if (!(await businesses.restore(tx, ownerId, id, since))) throw notFound();
        await directory.businessRestored(tx, ownerId, id);
      });
    },

    /** Forgets deleted businesses past the restore window and releases the logos they named. */
    async purgeDeleted(): Promise<void> {
      await inTransaction(db, async (tx) => {
        const urls = await businesses.purgeDeleted(tx, iso(clock.now() - RESTORE_WITHIN_MS));
        await logos.release(tx, urls.map(logoId).filter(Boolean));
      });
    },

    /** Changes only the schema's fields of the member's own business; the rest stays. */
    async update(ownerId: string, id: string, changes: Record<string, unknown>): Promise<void> {
      const current = await businesses.get(ownerId, id);
      if (!current) throw notFound();
      const doc = prepare('business', { ...current, ...pickFormFields('business', changes) });
      await inTransaction(db, async (tx) => {
        // The member's saves take turns, so each Yes or No is compared with the one before it.
        await users.lock(tx, ownerId);
        const before = await directory.storedDocument(tx, id);
        await attachLogo(tx, doc, ownerId);
        if (!(await businesses.update(tx, ownerId, id, doc, iso(clock.now())))) throw notFound();
        await directory.businessSaved(tx, ownerId, id, doc, before);
      });
    },
  };
}

export type BusinessService = ReturnType<typeof businessService>;
