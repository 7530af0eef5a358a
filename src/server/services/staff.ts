import type { FromSchema } from 'json-schema-to-ts';
import type { Db } from '../db/connect';
import { inTransaction, isUniqueViolation } from '../db/transaction';
import { ApiError, notFound } from '../errors';
import { iso, type Clock } from '../clock';
import { staffRepository, type StaffRow } from '../repositories/staff';
import type { StaffRole } from '../../shared/staff-roles';
import type { staffEntry } from '../routes/studio-answers';
import type { AccountService } from './accounts';
import type { Actor, AuditService } from './audit';
import type { TokenService } from './tokens';

type StaffEntry = FromSchema<typeof staffEntry>;

/** A concurrent first insert of one phone makes one of two transactions try again, once is enough. */
const ATTEMPTS = 3;

const bootstrapRefused = () => new ApiError(409, 'STAFF_BOOTSTRAP');

/**
 * Staff and their roles. STAFF_PHONES are admins by configuration: the app cannot demote or remove
 * them, so a network never locks itself out. Everyone else has a row an admin added. The role and
 * the session generation are read on every request (`session`): adding, removing or a role change
 * moves the phone's generation on, so every token signed in before is refused from the next
 * request, in every process, and the person signs in again.
 */
export function staffService(
  db: Db,
  clock: Clock,
  accounts: AccountService,
  tokens: TokenService,
  audit: AuditService,
  bootstrapPhones: readonly string[],
) {
  const staff = staffRepository(db);
  const isBootstrap = (phone: string) => bootstrapPhones.includes(phone);

  /** Runs `work` in a transaction, again if a concurrent one inserted the same phone first. */
  async function changing<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await inTransaction(db, work);
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= ATTEMPTS) throw error;
      }
    }
  }

  /** The phone's role now (none if not on staff) and its session generation. */
  const session = async (phone: string): Promise<{ role?: StaffRole; generation: number }> => {
    const stored = await staff.session(phone);
    return isBootstrap(phone) ? { role: 'admin', generation: stored.generation } : stored;
  };

  return {
    session,

    /** The role of a staff token's phone, if the token's session has not been ended. */
    async roleOf(phone: string, generation: number): Promise<StaffRole | undefined> {
      const now = await session(phone);
      return now.generation === generation ? now.role : undefined;
    },

    /**
     * `phone` is canonical. A phone with no role is told nothing more than an unknown path is,
     * after it has proved itself; the refusal is audited then, and only then.
     */
    async signIn(phone: string, uid: string, token: string, ip: string) {
      const proof = await accounts.proveSignIn(phone, uid, token);
      const { role, generation } = await session(phone);
      if (!role) {
        await audit.record({ phone, ip }, 'sign-in-refused');
        throw notFound();
      }
      await inTransaction(db, async (tx) => {
        await proof.spend(tx);
        await audit.record({ phone, role, ip }, 'sign-in', undefined, undefined, tx);
      });
      return { ...(await tokens.staffToken(phone, generation)), phone };
    },

    /** The bootstrap admins first, then everyone added, oldest first. */
    async list(): Promise<StaffEntry[]> {
      const rows = await staff.list();
      return [
        ...bootstrapPhones.map((phone): StaffEntry => ({
          phone,
          role: 'admin',
          bootstrap: true,
          addedBy: null,
          since: null,
        })),
        ...rows
          .filter((row) => !isBootstrap(row.phone))
          .map((row): StaffEntry => ({
            phone: row.phone,
            role: row.role,
            bootstrap: false,
            addedBy: row.added_by,
            since: row.created_at,
          })),
      ];
    },

    /** Adds `phone` with `role`, or changes its role; audited with the change, in one transaction. */
    async setRole(actor: Actor, phone: string, role: StaffRole): Promise<StaffEntry> {
      if (isBootstrap(phone)) throw bootstrapRefused();
      const row = await changing(async (tx): Promise<StaffRow> => {
        const at = iso(clock.now());
        const before = await staff.lock(tx, phone);
        if (before?.role === role) return before;
        // Either way the phone's sessions end: a new role is taken up by signing in again.
        await staff.bumpGeneration(tx, phone);
        if (before) {
          await staff.setRole(tx, phone, role, at);
          await audit.record(
            actor,
            'staff-role-changed',
            phone,
            { from: before.role, to: role },
            tx,
          );
          return { ...before, role, updated_at: at };
        }
        const added: StaffRow = {
          phone,
          role,
          added_by: actor.phone,
          created_at: at,
          updated_at: at,
        };
        await staff.insert(tx, added);
        await audit.record(actor, 'staff-added', phone, { role }, tx);
        return added;
      });
      return {
        phone,
        role: row.role,
        bootstrap: false,
        addedBy: row.added_by,
        since: row.created_at,
      };
    },

    /** Removes `phone`; one that is not on staff is no error (`removed: false`). */
    async remove(actor: Actor, phone: string): Promise<{ removed: boolean }> {
      if (isBootstrap(phone)) throw bootstrapRefused();
      return changing(async (tx) => {
        const before = await staff.lock(tx, phone);
        if (!before) return { removed: false };
        await staff.remove(tx, phone);
        await staff.bumpGeneration(tx, phone);
        await audit.record(actor, 'staff-removed', phone, { role: before.role }, tx);
        return { removed: true };
      });
    },
  };
}

export type StaffService = ReturnType<typeof staffService>;
