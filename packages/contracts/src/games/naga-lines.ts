/**
 * The 20 fixed pay lines of "ขุมทรัพย์พญานาค" (5 reels x 3 rows): for each line, the row it crosses on
 * reels 1 to 5 (0 top, 1 middle, 2 bottom). Shared so the server pays and the client draws the same
 * lines; the order is the line number minus one and must never change (old rounds name lines by number).
 *
 * The shapes, as rows: 1 11111, 2 00000, 3 22222, 4 01210 (V), 5 21012 (inverted V), 6 10001,
 * 7 12221, 8 00122, 9 22100, 10 12101, 11 10121, 12 01110, 13 21112, 14 01010, 15 21212, 16 11011,
 * 17 11211, 18 00200, 19 22022, 20 02220.
 */
export const NAGA_LINES: readonly (readonly [number, number, number, number, number])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 2, 1, 0, 1],
  [1, 0, 1, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];
