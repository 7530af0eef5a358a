import type { Db } from '../db/connect';
import { toPerson, usersRepository } from '../repositories/users';
import { iso, type Clock } from '../clock';
import { ApiError } from '../errors';
import { assertValid, readForm } from '../validation';

/** The member's own profile; phone, email and the group fields stay as signed up. */
export function profileService(db: Db, clock: Clock) {
  const users = usersRepository(db);

  const me = async (id: string) => {
    const user = await users.byId(id);
    if (!user) throw new ApiError(401, 'UNAUTHORIZED');
    return toPerson(user);
  };

  return {
    me,

    async update(id: string, input: Record<string, unknown>): Promise<void> {
      const stored = await me(id);
      const { firstName, middleName, lastName, alternatePhone } = readForm('profile', input);
      const next = readForm('profile', {
        ...stored,
        firstName,
        middleName,
        lastName,
        alternatePhone,
      });
      assertValid('profile', next);
      await users.updateNames(id, next as unknown as typeof stored, iso(clock.now()));
    },
  };
}
