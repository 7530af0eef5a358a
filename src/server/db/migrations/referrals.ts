import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Referrals one member gives another's listed business, and their history. A referral keeps
 * snapshots of what it was given under (the business's name, each member's group, group name and
 * region then), so the Studio's monthly figures and a member's list read the same after a business
 * is renamed or deleted, a member changes group, or one of them is erased (their id becomes null).
 * The contact's details are a third person's: `contact_name`, `contact_phone`, `need` and the
 * answers to fields staff added are erased (null, `contact_erased_at` set) REFERRAL_CONTACT_DAYS
 * after the referral closes, and at once when either member is erased.
 */
export const referrals: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('referrals')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // No foreign key: the referral outlives the business (its name is kept).
      .addColumn('business_id', 'text', (c) => c.notNull())
      .addColumn('business_name', 'text', (c) => c.notNull())
      .addColumn('giver_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('receiver_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('giver_group_number', 'text', (c) => c.notNull())
      .addColumn('giver_group_name', 'text', (c) => c.notNull())
      .addColumn('giver_region', 'text', (c) => c.notNull())
      .addColumn('receiver_group_number', 'text', (c) => c.notNull())
      .addColumn('receiver_group_name', 'text', (c) => c.notNull())
      .addColumn('receiver_region', 'text', (c) => c.notNull())
      .addColumn('contact_name', 'text')
      // E.164.
      .addColumn('contact_phone', 'text')
      .addColumn('need', 'text')
      .addColumn('answers', 'text')
      .addColumn('warmth', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      // Whole rupees, excluding GST; only once won.
      .addColumn('value', 'integer')
      .addColumn('lost_reason', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('closed_at', 'text')
      .addColumn('contact_erased_at', 'text')
      .addCheckConstraint('referrals_status', sql`status in ('new', 'contacted', 'won', 'lost')`)
      .addCheckConstraint('referrals_value', sql`value is null or value >= 1`)
      .execute();
    // A member's received and given lists, newest first.
    await db.schema
      .createIndex('referrals_receiver')
      .on('referrals')
      .columns(['receiver_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('referrals_giver')
      .on('referrals')
      .columns(['giver_id', 'created_at'])
      .execute();
    // The Studio's months, and the contact purge of closed referrals.
    await db.schema.createIndex('referrals_created').on('referrals').column('created_at').execute();
    await db.schema
      .createIndex('referrals_closed')
      .on('referrals')
      .columns(['closed_at', 'contact_erased_at'])
      .execute();

    await db.schema
      .createTable('referral_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('referral_id', 'text', (c) =>
        c.notNull().references('referrals.id').onDelete('cascade'),
      )
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('value', 'integer')
      .addColumn('reason', 'text')
      // The member who made the change; null once they are erased.
      .addColumn('actor', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('referral_events_referral')
      .on('referral_events')
      .columns(['referral_id', 'id'])
      .execute();
  },
};
