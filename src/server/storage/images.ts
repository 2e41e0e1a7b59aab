import sharp from 'sharp';
import { AVATAR_MAX_SIDE } from '../../shared/profiles';

export type ImageKind = 'png' | 'jpeg' | 'webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type by its first bytes (magic numbers); file names and declared types are not trusted. */
export function sniffImage(data: Buffer): ImageKind | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

/** Refuses decompression bombs: a small file that claims a huge canvas. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes the upload and encodes a fresh WebP of at most 512×512 (fitted
 * inside, never enlarged). Orientation from EXIF is applied first; all
 * metadata (EXIF, GPS, ICC comments) is dropped because sharp writes none
 * unless asked. Throws when the data is not a decodable image of `kind`.
 */
export async function reencodeAvatar(data: Buffer, kind: ImageKind): Promise<Buffer> {
  const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
  const metadata = await image.metadata();
  if (metadata.format !== kind) throw new Error(`decoded format ${metadata.format} does not match ${kind}`);
  return image
    .rotate()
    .resize(AVATAR_MAX_SIDE, AVATAR_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82, effort: 4 })
    .toBuffer();
}
