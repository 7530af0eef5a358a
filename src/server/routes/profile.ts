import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect';
import type { Services } from '../services';
import { toPerson, usersRepository } from '../repositories/users';
import { requireMember } from '../plugins/authenticate';
import { assertValid, pickFormFields, withoutEmpty } from '../validation';
import { iso, type Clock } from '../clock';
import { ApiError } from '../errors';
import { objectBody } from './request-body';

/** The member's own profile; phone, email and the group fields stay as signed up (§6). */
export async function profileRoutes(
  app: FastifyInstance,
  { db, services, clock }: { db: Db; services: Services; clock: Clock },
) {
  const users = usersRepository(db);
  const member = { preHandler: requireMember(services.tokens) };

  const me = async (id: string) => {
    const user = await users.byId(id);
    if (!user) throw new ApiError(401, 'UNAUTHORIZED');
    return user;
  };

  app.get('/profile/me', member, async (request) => toPerson(await me(request.userId!)));

  app.post('/profile/update', member, async (request) => {
    const stored = toPerson(await me(request.userId!));
    const { firstName, middleName, lastName, alternatePhone } = withoutEmpty(
      pickFormFields('profile', objectBody(request)),
    );
    const next = withoutEmpty({ ...stored, firstName, middleName, lastName, alternatePhone });
    assertValid('profile', next);
    await users.updateNames(request.userId!, next as typeof stored, iso(clock.now()));
    return { success: 'true' };
  });
}
