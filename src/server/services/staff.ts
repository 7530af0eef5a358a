import type { Db } from '../db/connect';
import { inTransaction } from '../db/transaction';
import { notFound } from '../errors';
import type { AccountService } from './accounts';
import type { TokenService } from './tokens';

/**
 * Form Studio sign-in: the same phone proof as a member's login, for a phone in STAFF_PHONES. Any
 * other phone is told nothing more than an unknown path is, after it has proved itself.
 */
export function staffService(
  db: Db,
  accounts: AccountService,
  tokens: TokenService,
  staffPhones: readonly string[],
) {
  return {
    /** `phone` is canonical. */
    async signIn(phone: string, uid: string, token: string) {
      const proof = await accounts.proveSignIn(phone, uid, token);
      if (!staffPhones.includes(phone)) throw notFound();
      await inTransaction(db, (tx) => proof.spend(tx));
      return { ...(await tokens.staffToken(phone)), phone };
    },
  };
}
