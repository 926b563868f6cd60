/**
 * A date-and-time field (components/date-field.tsx, as `<input type="datetime-local">` before it) holds a
 * wall-clock time without a zone; staff mean Bangkok time (UTC+7, no
 * daylight saving) whatever their computer's zone, so the conversion is fixed, not the browser's.
 */
const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/** "2026-01-01T06:00" (Bangkok) → "2026-01-01T06:00:00+07:00"; empty → null. */
export function fromBangkokInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  return `${value}:00+07:00`;
}

/** An ISO instant → the Bangkok wall-clock value of a datetime-local input; '' for none. */
export function toBangkokInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + BANGKOK_OFFSET_MS).toISOString().slice(0, 16);
}
