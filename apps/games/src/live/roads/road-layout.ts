import type { PlacedCell } from '@chokdee/contracts';

/** Cell sizes in CSS pixels, chosen so a 360 px phone shows about 15 bead, 21 big-road and 12 derived columns. */
export const CELL = { bead: 22, big: 16, derived: 9 } as const;

/** Columns drawn: every used one plus an empty one for the next hand, and at least enough to fill the frame. */
export function boardColumns(used: number, minColumns: number): number {
  return Math.max(minColumns, used + 1);
}

/** The grid lines as one SVG path (one element, cheap on a slow phone, rather than a line per cell). */
export function gridPath(columns: number, rows: number, cell: number): string {
  const parts: string[] = [];
  for (let c = 0; c <= columns; c++) parts.push(`M${c * cell} 0V${rows * cell}`);
  for (let r = 0; r <= rows; r++) parts.push(`M0 ${r * cell}H${columns * cell}`);
  return parts.join('');
}

/**
 * The cells to draw while "ถามไพ่" shows a preview: the road computed with the asked hand added, whose cells
 * from `freshFrom` on are the ones it would add (cells come in entry order, so the new ones are at the end).
 * Without a preview, the road as it is and nothing fresh.
 */
export function previewCells<T>(
  current: { cells: PlacedCell<T>[] },
  preview?: { cells: PlacedCell<T>[] } | null,
): { cells: PlacedCell<T>[]; freshFrom: number } {
  if (!preview) return { cells: current.cells, freshFrom: current.cells.length };
  return { cells: preview.cells, freshFrom: current.cells.length };
}

/** The grid width to draw for a road and its preview (the preview may be one column wider). */
export function previewWidth(current: { width: number }, preview?: { width: number } | null): number {
  return Math.max(current.width, preview?.width ?? 0);
}
