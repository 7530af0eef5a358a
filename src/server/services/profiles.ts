import type { Db } from '../db/connect';
import { addedAnswers, answersOf, toPerson, usersRepository } from '../repositories/users';
import { keepingRetired } from '../../shared/field-kinds/retired-fields';
import { iso, type Clock } from '../clock';
import { ApiError, fieldTexts, validationError } from '../errors';
import { assertValid, readForm } from '../validation';
import type { LiveForms } from '../../form-engine/live-forms';
import { inTransaction } from '../db/transaction';
import { PHONE_FIELD, type DirectoryListingsService } from './directory-listings';

/**
 * The member's own profile; phone, email and the group fields stay as signed up. The language they
 * read in is theirs to choose, with the profile or alone (the language control sends only it).
 */
export function profileService(
  db: Db,
  clock: Clock,
  liveForms: Pick<LiveForms, 'languages' | 'form'>,
  directory: DirectoryListingsService,
) {
  const users = usersRepository(db);

  const stored = async (id: string) => {
    const user = await users.byId(id);
    if (!user) throw new ApiError(401, 'UNAUTHORIZED');
    return user;
  };

  /** A language members may choose, none (null: a profile sent back as read), or a refusal. */
  const chosenLanguage = (value: unknown): string | undefined => {
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string' && liveForms.languages().includes(value)) return value;
    throw validationError(fieldTexts({ '/preferredLanguage': 'errors.requestShape.other' }));
  };

  return {
    async me(id: string) {
      const user = await stored(id);
      return {
        ...answersOf(user),
        ...toPerson(user),
        [PHONE_FIELD]: user.directory_phone === 1,
        preferredLanguage: user.preferred_language ?? null,
      };
    },

    async update(id: string, input: Record<string, unknown>): Promise<void> {
      const preferredLanguage = chosenLanguage(input.preferredLanguage);
      const user = await stored(id);
      const person = toPerson(user);
      const at = iso(clock.now());
      if (preferredLanguage && Object.keys(input).length === 1) {
        await users.updateProfile(id, { preferredLanguage }, at);
        return;
      }
      const read = readForm('profile', input);
      const { firstName, middleName, lastName, alternatePhone } = read;
      const next = readForm('profile', {
        ...addedAnswers(read),
        ...person,
        firstName,
        middleName,
        lastName,
        alternatePhone,
        [PHONE_FIELD]: read[PHONE_FIELD],
      });
      assertValid('profile', next);
      // A retired field is no longer asked, so its stored answer is kept, not erased.
      const answers = keepingRetired(
        liveForms.form('profile').uiSchema,
        answersOf(user),
        addedAnswers(next),
      );
      // Not sent: kept as it is (a profile form without the question).
      const directoryPhone =
        typeof next[PHONE_FIELD] === 'boolean' ? (next[PHONE_FIELD] as boolean) : undefined;
      await inTransaction(db, async (tx) => {
        await users.lock(tx, id);
        const was = await directory.phoneShown(tx, id);
        await users.updateProfile(
          id,
          { person: next as unknown as typeof person, answers, preferredLanguage, directoryPhone },
          at,
          tx,
        );
        // The owner's name on their listings, and the phone's choice when it changed.
        await directory.profileSaved(tx, id, { before: was, after: directoryPhone });
      });
    },
  };
}
