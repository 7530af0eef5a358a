import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from '../errors';

export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
/** 16 megapixels (4096 × 4096): a decompression bomb is refused before it is decoded. */
export const MAX_LOGO_PIXELS = 4096 * 4096;
export const LOGO_SIZE = 512;
const ACCEPTED = new Set(['image/png', 'image/jpeg', 'image/webp']);

/**
 * Checks an upload by its bytes, not its name or declared type (SVG and everything else is
 * refused), then re-encodes it as WebP of at most 512 px, which also drops its metadata.
 */
export async function toLogo(upload: Buffer): Promise<Buffer> {
  const type = await fileTypeFromBuffer(upload);
  if (!type || !ACCEPTED.has(type.mime)) throw new ApiError(415, 'UNSUPPORTED_IMAGE');
  try {
    return await sharp(upload, { limitInputPixels: MAX_LOGO_PIXELS })
      .rotate()
      .resize(LOGO_SIZE, LOGO_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw new ApiError(413, 'IMAGE_TOO_LARGE');
    throw new ApiError(400, 'INVALID_IMAGE');
  }
}
