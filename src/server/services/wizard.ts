import type { Db } from '../db/connect';
import { usersRepository, type Person } from '../repositories/users';
import { businessesRepository, type BusinessDocument } from '../repositories/businesses';
import { newId } from '../crypto';
import { iso, type Clock } from '../clock';
import { ApiError, fieldTexts, validationError } from '../errors';
import { assertValid, readForm } from '../validation';
import { inTransaction, isUniqueViolation } from '../db/transaction';
import { canonicalPhone } from '../../shared/phone';
import { userRow, type accountService } from './accounts';
import type { BusinessService } from './businesses';
import type { PhoneProofs } from './phone-proofs';
import type { ConsentService, GivenConsent } from './consent';
import type { DirectoryListingsService } from './directory-listings';

/** Re-keys a part's field errors under its place in the whole body ("/businesses/1/…"). */
async function under<T>(prefix: string, work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError && error.fields) {
      const fields = error.fields;
      throw validationError(
        (speaker) =>
          Object.fromEntries(Object.entries(fields(speaker)).map(([k, v]) => [`${prefix}${k}`, v])),
        error.text,
      );
    }
    throw error;
  }
}

/**
 * The public wizard's final submit: a person verified by phone, their profile and their businesses,
 * written together or not at all. The route schema has capped how many businesses come at once.
 */
export function wizardService(
  db: Db,
  clock: Clock,
  proofs: PhoneProofs,
  accounts: ReturnType<typeof accountService>,
  business: BusinessService,
  consents: Pick<ConsentService, 'record'>,
  directory: DirectoryListingsService,
) {
  const users = usersRepository(db);
  const businesses = businessesRepository(db);

  return {
    /**
     * `consent` was checked and is written with the member. Answers who was registered, for the
     * message a member entered by someone else is sent.
     */
    async createProfile(
      body: { profile?: unknown; businesses?: unknown },
      consent: GivenConsent,
    ): Promise<{ phone: string; firstName: string; businesses: number }> {
      const rawProfile = (
        body.profile && typeof body.profile === 'object' ? body.profile : {}
      ) as Record<string, unknown>;
      const uid = typeof rawProfile.uid === 'string' ? rawProfile.uid : '';
      const person = readForm('wizard-profile', rawProfile) as unknown as Person;
      await under('/profile', () => assertValid('wizard-profile', person));
      const phone = canonicalPhone(person.phone)!;
      const list = Array.isArray(body.businesses) ? body.businesses : [];
      if (list.length === 0)
        throw validationError(fieldTexts({ '/businesses': 'errors.wizard.noBusinesses' }));
      const docs: BusinessDocument[] = [];
      for (const [i, item] of list.entries()) {
        docs.push(
          await under(`/businesses/${i}`, () =>
            business.prepare('wizard-business', (item ?? {}) as Record<string, unknown>),
          ),
        );
      }
      await under('/profile', () => accounts.assertGroup(person));

      const { row, problem } = await proofs.byUid(uid, phone);
      if (problem) throw new ApiError(400, 'VERIFICATION_INVALID');
      if (await users.byPhone(phone)) throw new ApiError(409, 'USER_EXIST');

      await inTransaction(db, async (tx) => {
        if (!(await proofs.use(tx, row!.id))) throw new ApiError(400, 'VERIFICATION_INVALID');
        const userId = newId();
        const at = iso(clock.now());
        await users.insert(tx, userRow(userId, person, 'wizard', at, null));
        await consents.record(tx, userId, consent);
        for (const [i, doc] of docs.entries()) {
          await under(`/businesses/${i}`, () => business.attachLogo(tx, doc, userId));
          const id = newId();
          await businesses.insert(tx, userId, id, doc, at);
          // A business the member said Yes to is listed with them, and the choice recorded.
          await directory.businessSaved(tx, userId, id, doc);
        }
      }).catch((error: unknown) => {
        // Two submits for one phone with different proofs: the unique index refuses the second.
        if (isUniqueViolation(error)) throw new ApiError(409, 'USER_EXIST');
        throw error;
      });
      return { phone, firstName: person.firstName, businesses: docs.length };
    },
  };
}
