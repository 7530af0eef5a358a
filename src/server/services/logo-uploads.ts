import type { Multipart } from '@fastify/multipart';
import pLimit from 'p-limit';
import type { Db } from '../db/connect';
import { logosRepository } from '../repositories/logos';
import { quotasRepository } from '../repositories/quotas';
import { newId } from '../crypto';
import { iso, type Clock } from '../clock';
import { ApiError, tooSoon } from '../errors';
import { LOGO_PATH } from './businesses';
import { toLogo } from './logo-images';

/** Images waiting for the one image worker; past this a new upload is turned away at once. */
const MAX_WAITING = 8;
const DAY_MS = 24 * 60 * 60 * 1000;
/** What a browser names its upload: a UUID, or any short id without odd characters. */
const UPLOAD_KEY = /^[A-Za-z0-9_-]{0,100}$/;

/** Multipart errors that are the request's fault and already have their own answer. */
const known = (error: unknown) =>
  error instanceof ApiError || /^FST_/.test(String((error as { code?: unknown })?.code ?? ''));

/**
 * Logo uploads: read the multipart body, then re-encode one image at a time per process (sharp
 * uses every core on one image; a queue keeps a burst from starving requests), then store.
 * Visitors who are not signed in (the wizard) have a daily budget per address.
 */
export function logoUploads(db: Db, clock: Clock, anonymousPerDay: number) {
  const logos = logosRepository(db);
  const quotas = quotasRepository(db);
  const imageWorker = pLimit(1);

  async function read(parts: AsyncIterableIterator<Multipart>) {
    let file: Buffer | undefined;
    let uploadKey = '';
    try {
      for await (const part of parts) {
        if (part.type === 'file' && part.fieldname === 'file' && !file)
          file = await part.toBuffer();
        else if (part.type === 'file') await part.toBuffer();
        else if (part.fieldname === 'tempId' && UPLOAD_KEY.test(String(part.value)))
          uploadKey = String(part.value);
      }
    } catch (error) {
      if (known(error)) throw error;
      throw new ApiError(400, 'INVALID_MULTIPART');
    }
    if (!file || file.length === 0) throw new ApiError(400, 'FILE_REQUIRED');
    return { file, uploadKey };
  }

  return {
    async upload(
      parts: AsyncIterableIterator<Multipart>,
      ownerId: string | undefined,
      ip: string,
    ): Promise<{ url: string }> {
      const { file, uploadKey } = await read(parts);
      const now = clock.now();
      const day = iso(now).slice(0, 10);
      if (!ownerId && !(await quotas.take(`upload:${ip}`, day, anonymousPerDay)))
        throw tooSoon('UPLOAD_LIMIT', (Date.parse(day) + DAY_MS - now) / 1000);
      if (imageWorker.pendingCount >= MAX_WAITING) throw new ApiError(503, 'UPLOADS_BUSY');
      const content = await imageWorker(() => toLogo(file));
      const id = newId();
      await logos.insert({ id, uploadKey, ownerId: ownerId ?? null, content, at: iso(now) });
      return { url: `${LOGO_PATH}${id}` };
    },
  };
}
