import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  call,
  createTestApp,
  openDb,
  pngBytes,
  signUp,
  uploadLogo,
  type TestApp,
} from '../helpers/api-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('POST /api/business/upload-logo', () => {
  it('re-encodes an image to WebP of at most 512 px and serves it safely', async () => {
    const res = await uploadLogo(t.app, await pngBytes(1600, 900));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { url: expect.stringMatching(/^\/api\/business\/logo\/[\w-]+$/) },
    });
    const logo = await call(t.app, { method: 'GET', url: res.body.data.url });
    expect(logo.headers['content-type']).toBe('image/webp');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.headers['content-security-policy']).toBe('sandbox');
    expect(logo.headers['cache-control']).toContain('immutable');
    const meta = await sharp(logo.raw.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBe(512);
  });

  it('accepts JPEG and WebP and drops their metadata', async () => {
    const jpeg = await sharp({
      create: { width: 40, height: 40, channels: 3, background: 'white' },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret' } } })
      .toBuffer();
    const res = await uploadLogo(t.app, jpeg, { filename: 'logo.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(200);
    const stored = (await call(t.app, { method: 'GET', url: res.body.data.url })).raw.rawPayload;
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    const webp = await sharp({
      create: { width: 40, height: 40, channels: 3, background: 'white' },
    })
      .webp()
      .toBuffer();
    expect(
      (await uploadLogo(t.app, webp, { filename: 'logo.webp', type: 'image/webp' })).status,
    ).toBe(200);
  });

  it.each([
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
    ],
    [
      'a text file named .png',
      Buffer.from('just some text, not an image at all'),
      'logo.png',
      'image/png',
    ],
    [
      'a GIF',
      Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
      'logo.gif',
      'image/gif',
    ],
  ])('refuses %s by its bytes', async (_name, bytes, filename, type) => {
    const res = await uploadLogo(t.app, bytes, { filename, type });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      code: 'UNSUPPORTED_IMAGE',
      message: 'Please choose a PNG, JPEG or WebP image.',
    });
  });

  it('refuses a file over 2 MB', async () => {
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(2 * 1024 * 1024)]);
    const res = await uploadLogo(t.app, big);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('FILE_TOO_LARGE');
  });

  it('refuses an image over 16 megapixels (4096 × 4096) before decoding it', async () => {
    const bomb = await sharp({
      create: { width: 4097, height: 4096, channels: 3, background: 'black' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const res = await uploadLogo(t.app, bomb);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('IMAGE_TOO_LARGE');
  });

  it('works on one image at a time and turns a burst away with 503 UPLOADS_BUSY', async () => {
    const image = await pngBytes(2500, 2500);
    const answers = await Promise.all(Array.from({ length: 14 }, () => uploadLogo(t.app, image)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(9);
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((a) => a.body.code === 'UPLOADS_BUSY')).toBe(true);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
  });

  it('counts uploads of visitors who are not signed in per address per day', async () => {
    const limited = await createTestApp({
      limits: { businessesPerMember: 20, businessesPerWizardSubmit: 20, anonymousUploadsPerDay: 2 },
    });
    try {
      const image = await pngBytes();
      expect((await uploadLogo(limited.app, image)).status).toBe(200);
      expect((await uploadLogo(limited.app, image)).status).toBe(200);
      const third = await uploadLogo(limited.app, image);
      expect([third.status, third.body.code]).toEqual([429, 'UPLOAD_LIMIT']);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      const { token } = await signUp(limited.app);
      expect((await uploadLogo(limited.app, image, { token })).status).toBe(200);
      limited.clock.advance(24 * 60 * 60 * 1000);
      expect((await uploadLogo(limited.app, image)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('refuses a request without a file, or not multipart', async () => {
    const form = new FormData();
    form.append('tempId', 'x');
    const empty = await call(t.app, {
      method: 'POST',
      url: '/api/business/upload-logo',
      payload: form as any,
    });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('FILE_REQUIRED');
    const json = await call(t.app, {
      method: 'POST',
      url: '/api/business/upload-logo',
      payload: { file: 'x' },
    });
    expect(json.status).toBe(415);
  });

  it('purges uploads nothing references after 24 hours', async () => {
    const res = await uploadLogo(t.app, await pngBytes());
    t.clock.advance(24 * 60 * 60 * 1000 + 1);
    const fresh = await uploadLogo(t.app, await pngBytes());
    const { db } = openDb(t.config);
    const { logosRepository } = await import('../../src/server/repositories/logos');
    const purged = await logosRepository(db).purgeUnattached(
      new Date(t.clock.now() - 24 * 60 * 60 * 1000).toISOString(),
    );
    await db.destroy();
    expect(purged).toBe(1);
    expect((await call(t.app, { method: 'GET', url: res.body.data.url })).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url: fresh.body.data.url })).status).toBe(200);
  });

  it('answers 404 for an unknown logo', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/business/logo/nope' })).body.code).toBe(
      'NOT_FOUND',
    );
  });
});
