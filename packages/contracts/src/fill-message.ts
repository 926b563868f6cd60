/**
 * Fills the `{name}` placeholders of a catalogue text (`TH`, `TH_WEB`). Every number is written here, once,
 * the way a Thai member reads amounts: thousands separators, and 2 decimals only when it has satang
 * (50000 → "50,000", 1500.5 → "1,500.50"). Strings (a prize's label) go in as they are.
 */
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const withSatang = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A number as the Thai texts show it: 50000 → "50,000", 99.5 → "99.50", 1234567.89 → "1,234,567.89". */
export function messageNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const satang = Math.round(value * 100);
  return satang % 100 === 0 ? whole.format(satang / 100) : withSatang.format(satang / 100);
}

/** Baht always with its 2 decimals, as statements show a column of amounts: 1000 → "1,000.00". */
export function bahtWithSatang(value: number): string {
  return withSatang.format(Number.isFinite(value) ? Math.round(value * 100) / 100 : 0);
}

/** The placeholder names of a catalogue text, e.g. 'ทำแล้ว {now} จาก {need} บาท' → 'now' | 'need'. */
export type MessagePlaceholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | MessagePlaceholders<Rest>
  : never;

export type MessageValue = number | string;

/** `fillMessage(TH.withdrawAboveMax, { max: 50000 })` → 'ถอนเงินได้สูงสุดครั้งละ 50,000 บาท'. */
export function fillMessage<S extends string>(
  template: S,
  values: Record<MessagePlaceholders<S>, MessageValue>,
): string {
  const given = values as Record<string, MessageValue | undefined>;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = given[name];
    if (value === undefined) return placeholder;
    return typeof value === 'number' ? messageNumber(value) : value;
  });
}
