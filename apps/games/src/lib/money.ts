/** Baht as the house pages show them: 1,234.50. */
export const money = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Whole baht with thousands separators: a chip's label. */
export const wholeBaht = (n: number) => n.toLocaleString('en-US');
