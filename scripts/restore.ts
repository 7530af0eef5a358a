/**
 * `npm run restore -- FILE`: restores a snapshot into the empty DATA_DIR or database the settings
 * name (as the server reads them), replays the erasure ledger of BACKUP_DIR and migrates. A refusal
 * (a damaged or wrongly keyed file, a target that is not empty) or a failure is one line, exit 1.
 */
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config';
import { RestoreRefused, restoreBackup } from '../src/server/backup/restore';

const [file, ...extra] = process.argv.slice(2);
if (!file || extra.length) {
  console.error('restore refused: name one snapshot file: npm run restore -- FILE');
  process.exit(1);
}
try {
  const config = loadConfig();
  const result = await restoreBackup(config, resolve(file));
  const { manifest } = result;
  const target = result.database === 'sqlite' ? config.dataDir : 'the database DATABASE_URL names';
  console.log(
    `restore: ${manifest.tables.users ?? 0} members, ${manifest.tables.businesses ?? 0} businesses, ${manifest.tables.logos ?? 0} logos of ${manifest.createdAt} into ${target}`,
  );
  console.log(
    `restore: erasure ledger ${result.ledgerEntries ? `of ${result.ledgerDirs.join(', ')} (${result.ledgerEntries} entries)` : 'empty or absent'}: ${result.erased} restored member(s) erased again`,
  );
  console.log(
    `restore: schema ${manifest.schema ?? 'none'} migrated to ${result.schema}; done in ${(result.ms / 1000).toFixed(1)} s`,
  );
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  const known = error instanceof RestoreRefused || error instanceof ConfigError;
  console.error(`restore ${known ? 'refused' : 'failed'}: ${message.split('\n')[0]}`);
  process.exit(1);
}
