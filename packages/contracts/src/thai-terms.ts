/**
 * English a Thai member should not meet in the interface (issue 17 item 4;
 * docs/decisions/085-thai-formats.md): each has a Thai term. The English may follow the Thai term in brackets
 * where players know it ('ตรวจสอบความยุติธรรม (Provably fair)'), so bracketed parts are not looked at.
 * The tests of the catalogue, the house games' texts and the pages use it.
 */
const ENGLISH_TERMS =
  /provably fair|server seed|client seed|\bnonce\b|\bRTP\b|\bplayer\b|\bbanker\b|\btie\b|\bpair\b|punto banco|\bseeds?\b|HMAC|QR Code|silver|\b[AP]M\b/i;

/** The first such English term in a text outside brackets, or null. */
export function englishTermIn(text: string): string | null {
  const outside = text.replace(/\([^()]*\)/g, '');
  return ENGLISH_TERMS.exec(outside)?.[0] ?? null;
}
