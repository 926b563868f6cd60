import {
  fillMessage,
  MARKETING_IMAGE_MAX_BYTES,
  MARKETING_IMAGE_MAX_SIDE,
  MARKETING_IMAGE_MIN_HEIGHT,
  MARKETING_IMAGE_MIN_WIDTH,
  type MarketingPicture,
  TH,
} from '@chokdee/contracts';
import type { Sharp, SharpOptions } from 'sharp';
import { fail } from '../../lib/app-error';

/**
 * sharp (libvips) loads when the first picture is judged, not at start: ~140 ms and ~22 MB a process for
 * what only the back office's uploads use.
 */
const sharpOf = async (): Promise<(input: Buffer, options?: SharpOptions) => Sharp> =>
  (await import('sharp')).default;

/**
 * An uploaded picture judged and re-encoded (issue 28 item 1, docs/decisions/107-marketing-banners.md):
 * its type by its content (sharp reads it; the name and the browser's type are not trusted), its size and
 * sides, no script anywhere in its bytes, then WebP and JPEG at a few widths with every metadata block
 * dropped. Nothing here touches the database: a refusal stores nothing.
 */

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** The widths a carousel picks from (a phone, a phone at 2×, a laptop); never wider than the upload. */
const WIDTHS = [480, 960, 1440] as const;
const WIDEST = WIDTHS[2];
export type PictureFormat = 'webp' | 'jpeg';
/** The app's card colour: what a transparent PNG sits on in its JPEG fallback. */
const SURFACE = '#191c24';

/**
 * Active content an image never needs, matched in its raw bytes (metadata, comments, trailing data): long
 * enough that compressed pixels do not produce one by chance (a 5-byte marker in 5 MB of random bytes: about
 * one file in 30,000).
 */
const SCRIPT_MARKERS = /<script|javascript:|<\?php|<iframe|onerror\s*=|onload\s*=/i;

/** The widths a picture `width` pixels wide is kept at. */
export function pictureWidths(width: number): number[] {
  const widths: number[] = WIDTHS.filter((w) => w < width);
  return [...widths, Math.min(width, WIDEST)];
}

/** A picture file's name under /media/marketing/<id>/: `<width>.<format>`, and its reading back. */
const pictureFileName = (width: number, format: PictureFormat) => `${width}.${format}`;
export function parsePictureFileName(name: string): { width: number; format: PictureFormat } | undefined {
  const found = /^(\d{1,4})\.(webp|jpeg)$/.exec(name);
  return found ? { width: Number(found[1]), format: found[2] as PictureFormat } : undefined;
}
const pictureUrl = (id: string, width: number, format: PictureFormat) =>
  `/media/marketing/${id}/${pictureFileName(width, format)}`;

/** What a page needs to show picture `id`: both srcsets, a middle fallback and the sides. */
export function pictureView(id: string, width: number, height: number): MarketingPicture {
  const widths = pictureWidths(width);
  const srcset = (format: PictureFormat) =>
    widths.map((w) => `${pictureUrl(id, w, format)} ${w}w`).join(', ');
  return {
    width,
    height,
    webp: srcset('webp'),
    jpeg: srcset('jpeg'),
    src: pictureUrl(id, widths[1] ?? widths[0] ?? width, 'jpeg'),
  };
}

export interface EncodedPicture {
  width: number;
  height: number;
  files: { width: number; format: PictureFormat; bytes: Buffer }[];
}

/** Checks an upload and re-encodes it, or throws the Thai refusal that says what is wrong. */
export async function encodePicture(data: Buffer): Promise<EncodedPicture> {
  if (data.length > MARKETING_IMAGE_MAX_BYTES) {
    const maxMb = MARKETING_IMAGE_MAX_BYTES / 1024 / 1024;
    throw fail('VALIDATION', 'marketingImageTooLarge', fillMessage(TH.marketingImageTooLarge, { maxMb }));
  }
  const sharp = await sharpOf();
  const limitInputPixels = MARKETING_IMAGE_MAX_SIDE * MARKETING_IMAGE_MAX_SIDE;
  const meta = await sharp(data, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format)) throw fail('VALIDATION', 'marketingImageNotImage');
  if (SCRIPT_MARKERS.test(data.toString('latin1'))) throw fail('VALIDATION', 'marketingImageScript');

  // EXIF orientations 5 to 8 turn the picture a quarter: its sides swap once rotated.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  const fits = (side: number, min: number) => side >= min && side <= MARKETING_IMAGE_MAX_SIDE;
  if (!fits(width, MARKETING_IMAGE_MIN_WIDTH) || !fits(height, MARKETING_IMAGE_MIN_HEIGHT)) {
    throw fail(
      'VALIDATION',
      'marketingImageSize',
      fillMessage(TH.marketingImageSize, {
        minWidth: MARKETING_IMAGE_MIN_WIDTH,
        minHeight: MARKETING_IMAGE_MIN_HEIGHT,
        maxSide: MARKETING_IMAGE_MAX_SIDE,
        width,
        height,
      }),
    );
  }

  const source = sharp(data, { limitInputPixels }).rotate();
  const files = await Promise.all(
    pictureWidths(width).flatMap((w) => {
      const resized = () => source.clone().resize({ width: w });
      return [
        resized()
          .webp({ quality: 80 })
          .toBuffer()
          .then((bytes) => ({ width: w, format: 'webp' as const, bytes })),
        resized()
          .flatten({ background: SURFACE })
          .jpeg({ quality: 82, mozjpeg: true })
          .toBuffer()
          .then((bytes) => ({ width: w, format: 'jpeg' as const, bytes })),
      ];
    }),
  );
  return { width, height, files };
}
