import { sql, type Kysely, type Migration } from 'kysely';
import { canonicalPhones } from './canonical-phones';
import { formVersions } from './form-versions';
import { rateLimitHits } from './rate-limit-hits';
import { deletedBusinesses } from './deleted-businesses';
import { preferredLanguage } from './preferred-language';
import { staffConsole } from './staff-console';
import { memberSearch } from './member-search';
import { profileAnswers } from './profile-answers';
import { accountDeletion } from './account-deletion';
import { memberRequests } from './member-requests';
import { consents } from './consents';
import { staffSessions } from './staff-sessions';
import { directory } from './directory';
import { directorySearch } from './directory-search';
import { referrals } from './referrals';

/**
 * The dialect decides the binary column type and whether request counts live in the database;
 * everything else is shared.
 */
export function migrations(dialect: 'sqlite' | 'postgres'): Record<string, Migration> {
  const blob = dialect === 'postgres' ? sql`bytea` : sql`blob`;
  return {
    '2026-11-22-001-initial': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('groups')
          .addColumn('group_number', 'text', (c) => c.primaryKey())
          .addColumn('group_name', 'text', (c) => c.notNull())
          .addColumn('region', 'text', (c) => c.notNull())
          .addColumn('is_sample', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.createIndex('groups_region').on('groups').column('region').execute();
        await db.schema
          .createTable('categories')
          .addColumn('category', 'text', (c) => c.primaryKey())
          .addColumn('sub_categories', 'text', (c) => c.notNull())
          .addColumn('position', 'integer', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('entity_types')
          .addColumn('country', 'text', (c) => c.primaryKey())
          .addColumn('entity_types', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('users')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('phone', 'text', (c) => c.notNull().unique())
          .addColumn('password_hash', 'text')
          .addColumn('first_name', 'text', (c) => c.notNull())
          .addColumn('middle_name', 'text')
          .addColumn('last_name', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('alternate_phone', 'text')
          .addColumn('group_number', 'text', (c) => c.notNull())
          .addColumn('group_name', 'text', (c) => c.notNull())
          .addColumn('region', 'text', (c) => c.notNull())
          .addColumn('source', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('businesses')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('owner_id', 'text', (c) =>
            c.notNull().references('users.id').onDelete('cascade'),
          )
          .addColumn('business_name', 'text', (c) => c.notNull())
          .addColumn('document', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        // Covers the members' list: ids are time-ordered (UUIDv7), so id order is creation order.
        await db.schema
          .createIndex('businesses_owner')
          .on('businesses')
          .columns(['owner_id', 'id', 'business_name'])
          .execute();
        await db.schema
          .createTable('logos')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('upload_key', 'text', (c) => c.notNull())
          .addColumn('owner_id', 'text', (c) => c.references('users.id').onDelete('set null'))
          .addColumn('content', blob, (c) => c.notNull())
          .addColumn('attached', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('logos_unattached')
          .on('logos')
          .columns(['attached', 'created_at'])
          .execute();
        await db.schema
          .createTable('otp_codes')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('phone', 'text', (c) => c.notNull())
          .addColumn('code_hash', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('dead', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('ip', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('otp_codes_phone')
          .on('otp_codes')
          .columns(['phone', 'created_at'])
          .execute();
        await db.schema
          .createTable('verifications')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('phone', 'text', (c) => c.notNull())
          .addColumn('provider', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('used_at', 'text')
          .execute();
        await db.schema
          .createTable('refresh_tokens')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('family_id', 'text', (c) => c.notNull())
          .addColumn('user_id', 'text', (c) =>
            c.notNull().references('users.id').onDelete('cascade'),
          )
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('parent_id', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('rotated_at', 'text')
          .addColumn('revoked_at', 'text')
          .execute();
        await db.schema
          .createIndex('refresh_tokens_family')
          .on('refresh_tokens')
          .column('family_id')
          .execute();
      },
    },
    '2026-11-23-002-canonical-phones': canonicalPhones,
    '2026-11-23-003-form-versions': formVersions,
    '2026-11-25-004-rate-limit-hits': rateLimitHits(dialect),
    '2026-11-25-005-deleted-businesses': deletedBusinesses,
    '2026-11-25-006-preferred-language': preferredLanguage,
    '2026-11-27-007-staff-console': staffConsole(dialect),
    '2026-11-27-008-member-search': memberSearch(dialect),
    '2026-11-28-009-profile-answers': profileAnswers,
    '2026-11-29-010-consents': consents,
    '2026-11-29-011-account-deletion': accountDeletion(dialect),
    '2026-11-29-012-member-requests': memberRequests,
    '2026-11-29-013-staff-sessions': staffSessions,
    '2026-11-30-014-directory': directory,
    '2026-11-30-015-referrals': referrals,
    '2026-11-30-016-directory-search': directorySearch(dialect),
  };
}
