/** Integer satang inside, baht with 2 decimals only at the wire. */
export function toBaht(satang: bigint): number {
  return Number(satang) / 100;
}

/** Baht from the wire (already validated to at most 2 decimals) to satang, without float drift. */
export function toSatang(baht: number): bigint {
  return BigInt(Math.round(baht * 100));
}
