import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newSecret } from '../crypto';

/**
 * A server key: the configured one when set (required with several instances), else generated
 * once into DATA_DIR under `name`, never in the repository. The JWT key and the OTP key are two
 * such keys, so one leaking does not expose the other.
 */
export function loadSecret(configured: string | undefined, dataDir: string, name: string): string {
  if (configured) return configured;
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = newSecret();
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    // Another process sharing DATA_DIR wrote it first.
    return readFileSync(file, 'utf8').trim();
  }
}
