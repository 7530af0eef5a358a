/**
 * `npm run backup`: a consistent snapshot of the database the server uses (DATA_DIR or
 * DATABASE_URL, read as the server reads them), written into BACKUP_DIR while the server runs.
 * The last line printed is the file written; a failure is one line and exit 1.
 */
import { ConfigError, loadConfig } from '../src/server/config';
import { takeBackup } from '../src/server/backup/snapshot';

try {
  const config = loadConfig();
  const result = await takeBackup(config);
  const { manifest } = result;
  console.log(
    `backup: ${manifest.database}, ${manifest.tables.users ?? 0} members, ${manifest.tables.businesses ?? 0} businesses, ${manifest.tables.logos ?? 0} logos; ${(result.bytes / 1e6).toFixed(1)} MB${result.encrypted ? ', encrypted (AES-256-GCM)' : ', not encrypted (BACKUP_KEY unset)'} in ${(result.ms / 1000).toFixed(1)} s`,
  );
  if (result.pruned.length)
    console.log(
      `backup: deleted ${result.pruned.length} older snapshot(s) to keep ${config.backup.keep}`,
    );
  console.log(result.file);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    `backup failed: ${error instanceof ConfigError ? message : message.split('\n')[0]}`,
  );
  process.exit(1);
}
