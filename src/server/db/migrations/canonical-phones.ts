import type { Kysely, Migration } from 'kysely';
import type { Database } from '../schema';
import { canonicalPhone } from '../../../shared/phone';

/** Two stored accounts that are one phone: the migration stops and names them. */
export class PhoneCollisionError extends Error {}

/**
 * Phones become E.164 ("+919876543210") everywhere they are stored, and codes get a lifecycle
 * status. Accounts whose phones turn out to be one number are listed and nothing is changed:
 * merging members is a person's decision, not a migration's.
 */
export const canonicalPhones: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped as Kysely<Database>;
    const users: Array<{ id: string; phone: string; alternate_phone: string | null }> = await db
      .selectFrom('users')
      .select(['id', 'phone', 'alternate_phone'])
      .execute();
    const byPhone = new Map<string, typeof users>();
    for (const user of users) {
      const phone = canonicalPhone(user.phone) ?? user.phone;
      byPhone.set(phone, [...(byPhone.get(phone) ?? []), user]);
    }
    const collisions = [...byPhone].filter(([, owners]) => owners.length > 1);
    if (collisions.length > 0) {
      throw new PhoneCollisionError(
        `phones stored in several forms belong to more than one account; resolve these first: ${collisions
          .map(
            ([phone, owners]) =>
              `${phone} = ${owners.map((u) => `${u.id} (${u.phone})`).join(', ')}`,
          )
          .join('; ')}`,
      );
    }
    for (const [phone, [user]] of byPhone) {
      const alternate = user!.alternate_phone && canonicalPhone(user!.alternate_phone);
      await db
        .updateTable('users')
        .set({ phone, alternate_phone: alternate || null })
        .where('id', '=', user!.id)
        .execute();
    }
    const proofs: Array<{ id: string; phone: string }> = await db
      .selectFrom('verifications')
      .select(['id', 'phone'])
      .execute();
    for (const proof of proofs) {
      const phone = canonicalPhone(proof.phone);
      if (phone && phone !== proof.phone)
        await db.updateTable('verifications').set({ phone }).where('id', '=', proof.id).execute();
    }

    // Codes live 10 minutes and were hashed with the old phone form: earlier ones simply end.
    await db.schema
      .alterTable('otp_codes')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('replaced'))
      .execute();
    await db.schema.alterTable('otp_codes').dropColumn('dead').execute();
    await db.schema
      .createIndex('otp_codes_pending')
      .on('otp_codes')
      .columns(['phone', 'status', 'created_at'])
      .execute();
    await db.schema
      .createTable('otp_phones')
      .addColumn('phone', 'text', (c) => c.primaryKey())
      .execute();
    await db.schema
      .createTable('quotas')
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('used', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('quotas_pk', ['key', 'day'])
      .execute();
  },
};
