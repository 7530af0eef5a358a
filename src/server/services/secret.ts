import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newSecret } from '../crypto';

/**
 * The key for access tokens and OTP hashes: JWT_SECRET when set (required with several
 * instances), else generated once and kept in DATA_DIR, never in the repository.
 */
export function loadSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = newSecret();
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
