import type { Db } from '../db/connect';
import {
  addedAnswers,
  storedAnswers,
  usersRepository,
  type Person,
  type UserRow,
} from '../repositories/users';
import { groupsRepository } from '../repositories/groups';
import { hashPassword, newId, type PasswordCost } from '../crypto';
import { iso, type Clock } from '../clock';
import { ApiError, fieldTexts, validationError } from '../errors';
import { canonicalPhone } from '../../shared/phone';
import { inTransaction, isUniqueViolation } from '../db/transaction';
import type { PhoneProofs } from './phone-proofs';
import type { AuthTokens, TokenService } from './tokens';
import type { ConsentService, GivenConsent } from './consent';

export const userRow = (
  id: string,
  person: Person,
  source: UserRow['source'],
  at: string,
  passwordHash: string | null,
): UserRow => ({
  id,
  phone: canonicalPhone(person.phone)!,
  password_hash: passwordHash,
  first_name: person.firstName,
  middle_name: person.middleName ?? null,
  last_name: person.lastName,
  email: person.email,
  alternate_phone: canonicalPhone(person.alternatePhone ?? '') ?? null,
  group_number: person.groupNumber,
  group_name: person.groupName,
  region: person.region,
  source,
  preferred_language: null,
  answers: storedAnswers(addedAnswers(person as unknown as Record<string, unknown>)),
  created_at: at,
  updated_at: at,
});

/** Sign-up, login and the group check they share. */
export function accountService(
  db: Db,
  proofs: PhoneProofs,
  tokens: TokenService,
  clock: Clock,
  consents: Pick<ConsentService, 'record'>,
  passwordCost: PasswordCost,
) {
  const users = usersRepository(db);
  const groups = groupsRepository(db);

  /**
   * A sign-in's phone proof (member login and the Form Studio's staff sign-in): the verification
   * token must prove `phone` (canonical), fresh and unused, and with our own provider match `uid`.
   * `spend` uses it up inside the caller's transaction, refusing one spent meanwhile.
   */
  async function proveSignIn(phone: string, uid: string, token: string) {
    const { row, problem } = await proofs.byToken(token, phone);
    if (problem) throw new ApiError(401, 'INVALID_TOKEN', 'errors.login.INVALID_TOKEN');
    // OTPless names users its own way; our uid is checked only for our own verifications.
    if (row!.provider === 'local' && row!.id !== uid)
      throw new ApiError(401, 'AUTHENTICATION_FAILED', 'errors.login.AUTHENTICATION_FAILED');
    return {
      async spend(tx: Db): Promise<void> {
        if (!(await proofs.use(tx, row!.id)))
          throw new ApiError(401, 'INVALID_TOKEN', 'errors.login.INVALID_TOKEN');
      },
    };
  }

  return {
    /** The group must exist in the directory with that name and region. */
    async assertGroup(person: Pick<Person, 'groupNumber' | 'groupName' | 'region'>): Promise<void> {
      const group = await groups.byNumber(person.groupNumber);
      if (!group) throw validationError(fieldTexts({ '/groupNumber': 'errors.GROUP_NOT_FOUND' }));
      const { groupNumber, groupName, region } = group;
      const fields: Parameters<typeof fieldTexts>[0] = {};
      if (groupName !== person.groupName)
        fields['/groupName'] = ['errors.group.name', { groupNumber, groupName }];
      if (region !== person.region)
        fields['/region'] = ['errors.group.region', { groupNumber, region }];
      if (Object.keys(fields).length > 0) throw validationError(fieldTexts(fields));
    },

    /** `person.phone` is canonical; `consent` was checked and is written with the member. */
    async signUp(
      person: Person & { password: string },
      token: string,
      consent: GivenConsent,
    ): Promise<AuthTokens> {
      await this.assertGroup(person);
      const { row, problem } = await proofs.byToken(token, person.phone);
      if (problem === 'invalid' || problem === 'expired')
        throw new ApiError(401, 'INVALID_TOKEN', 'errors.signup.INVALID_TOKEN');
      if (problem)
        throw new ApiError(400, 'OTP_VERIFICATION_FAILED', 'errors.signup.OTP_VERIFICATION_FAILED');
      if (await users.byPhone(person.phone))
        throw new ApiError(409, 'USER_EXISTS', 'errors.signup.USER_EXISTS');
      const passwordHash = await hashPassword(person.password, passwordCost);
      const id = newId();
      const session = await inTransaction(db, async (tx) => {
        if (!(await proofs.use(tx, row!.id)))
          throw new ApiError(
            400,
            'OTP_VERIFICATION_FAILED',
            'errors.signup.OTP_VERIFICATION_FAILED',
          );
        await users.insert(tx, userRow(id, person, 'signup', iso(clock.now()), passwordHash));
        await consents.record(tx, id, consent);
        return tokens.startSession(tx, id);
      }).catch((error: unknown) => {
        // Two sign-ups for one phone at once: the unique index refuses the second.
        if (isUniqueViolation(error))
          throw new ApiError(409, 'USER_EXISTS', 'errors.signup.USER_EXISTS');
        throw error;
      });
      return tokens.withAccess(session);
    },

    proveSignIn,

    /** `phone` is canonical. */
    async logIn(phone: string, uid: string, token: string): Promise<AuthTokens> {
      const proof = await proveSignIn(phone, uid, token);
      const user = await users.byPhone(phone);
      if (!user) throw new ApiError(404, 'USER_NOT_FOUND', 'errors.login.USER_NOT_FOUND');
      const session = await inTransaction(db, async (tx) => {
        await proof.spend(tx);
        return tokens.startSession(tx, user.id);
      });
      return tokens.withAccess(session);
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
