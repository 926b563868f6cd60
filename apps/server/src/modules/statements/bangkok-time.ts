/** Thailand keeps UTC+7 all year: a line's time as Bangkok reads it, `YYYY-MM-DD HH:mm:ss`. */
export function bangkokTime(iso: string): string {
  return new Date(Date.parse(iso) + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Baht with 2 decimals, a minus for money out, no thousands separator (a spreadsheet reads it as a number). */
export const plainBaht = (n: number) => n.toFixed(2);
