import sharp from 'sharp';

/**
 * Pictures for the marketing surface's tests (server and browser): made here, so the suite needs no files.
 * Each has a gradient, so its encodings are real images and not a single colour.
 */
export function pngPicture(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#d4a537"/><stop offset="1" stop-color="#1b1f2a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fff8"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function jpegPicture(width: number, height: number): Promise<Buffer> {
  return sharp(await pngPicture(width, height))
    .jpeg()
    .toBuffer();
}

/** A JPEG with a comment segment (FFFE) right after its start: where a polyglot hides its script. */
export async function jpegWithComment(width: number, height: number, comment: string): Promise<Buffer> {
  const jpeg = await jpegPicture(width, height);
  const text = Buffer.from(comment, 'latin1');
  const length = text.length + 2;
  const segment = Buffer.concat([Buffer.from([0xff, 0xfe, length >> 8, length & 0xff]), text]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/** A real JPEG followed by padding (decoders ignore what follows its end): a file of `bytes` in all. */
export async function paddedJpeg(bytes: number): Promise<Buffer> {
  const jpeg = await jpegPicture(1200, 400);
  return Buffer.concat([jpeg, Buffer.alloc(bytes - jpeg.length)]);
}
