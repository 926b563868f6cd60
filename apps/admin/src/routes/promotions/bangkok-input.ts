/**
 * A `datetime-local` input read as Bangkok time (UTC+7 all year, no daylight saving), whatever the staff
 * computer's zone: the promotion window and a batch's expiry are the site's clock, as every date shown.
 */
const OFFSET_MS = 7 * 3600_000;

/** "2026-04-13T00:00" → "2026-04-13T00:00:00+07:00"; empty → null; anything else → undefined. */
export function fromBangkokInput(value: string): string | null | undefined {
  const text = value.trim();
  if (!text) return null;
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?$/.exec(text);
  if (!match) return undefined;
  return `${match[1]}${match[2] ?? ':00'}+07:00`;
}

/** An ISO instant → the input's "YYYY-MM-DDTHH:mm" in Bangkok time; null → "". */
export function toBangkokInput(iso: string | null): string {
  if (!iso) return '';
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : new Date(at + OFFSET_MS).toISOString().slice(0, 16);
}
