/**
 * The roads (เค้าไพ่) of a baccarat shoe: bead plate, big road, the three derived roads and "ถามไพ่".
 * Pure functions of the results so far, so the server, the live table's browser page and the verify page draw
 * the same road from the same hands. The core works on side letters (B = banker-like, red; P = player-like,
 * blue; T = tie) so Dragon Tiger reuses it (dragon → B, tiger → P); `baccaratRoads` is the thin adapter.
 * The rules and the colour rule are explained in docs/GAMES.md "Roads (เค้าไพ่)".
 */

/** The two sides a column of the big road can hold: B is drawn red (banker, dragon), P blue (player, tiger). */
export type RoadSide = 'B' | 'P';
export type HandSide = RoadSide | 'T';

/** One hand as the roads see it; a bare letter means no pairs and no natural. */
export interface RoadHand {
  side: HandSide;
  playerPair?: boolean;
  bankerPair?: boolean;
  natural?: boolean;
}

/** Every road is six rows high, like the boards at the tables. */
export const ROAD_ROWS = 6;

/** A value placed on a drawn grid: `col`/`row` on the grid, `column`/`index` in the logical columns. */
export interface PlacedCell<T> {
  col: number;
  row: number;
  column: number;
  index: number;
  value: T;
}

export interface PlacedGrid<T> {
  cells: PlacedCell<T>[];
  /** Columns used on the grid (a dragon tail makes it wider than the number of logical columns). */
  width: number;
}

export interface BeadCell {
  col: number;
  row: number;
  hand: number;
  side: HandSide;
  playerPair: boolean;
  bankerPair: boolean;
  natural: boolean;
}

export interface BeadPlate {
  cells: BeadCell[];
  width: number;
}

/** One non-tie hand on the big road, with the ties that followed it (and, on the first, those before it). */
export interface BigRoadEntry {
  side: RoadSide;
  /** The hand's place in the shoe, from 0. */
  hand: number;
  ties: number;
  playerPair: boolean;
  bankerPair: boolean;
  natural: boolean;
}

export interface BigRoad extends PlacedGrid<BigRoadEntry> {
  /** One array per streak: a new column each time the winner changes. The derived roads read these. */
  columns: BigRoadEntry[][];
  /** Ties before the first non-tie hand: shown alone until that hand comes, then counted on its cell too. */
  leadingTies: number;
}

export type DerivedColour = 'red' | 'blue';

export interface DerivedRoad extends PlacedGrid<DerivedColour> {
  columns: DerivedColour[][];
  /** Every colour in the order it was added. */
  entries: DerivedColour[];
}

export const DERIVED_ROADS = ['bigEyeBoy', 'smallRoad', 'cockroachPig'] as const;
export type DerivedRoadName = (typeof DERIVED_ROADS)[number];

/** How many columns back each derived road compares with. */
export const DERIVED_ROAD_OFFSET: Record<DerivedRoadName, number> = {
  bigEyeBoy: 1,
  smallRoad: 2,
  cockroachPig: 3,
};

/** The names members read (docs/decisions/066-baccarat-roads.md). */
export const ROAD_TITLES = {
  beadPlate: 'ลูกปัด',
  bigRoad: 'เค้าไพ่ใหญ่',
  bigEyeBoy: 'ตาใหญ่',
  smallRoad: 'ถนนเล็ก',
  cockroachPig: 'แมลงสาบ',
} as const;

export interface Roads {
  beadPlate: BeadPlate;
  bigRoad: BigRoad;
  bigEyeBoy: DerivedRoad;
  smallRoad: DerivedRoad;
  cockroachPig: DerivedRoad;
}

/** What each derived road would add after one more hand; null where it would add nothing yet. */
export type AskRoadAnswer = Record<DerivedRoadName, DerivedColour | null>;

function toHand(hand: HandSide | RoadHand): RoadHand {
  return typeof hand === 'string' ? { side: hand } : hand;
}

/** The bead plate: one cell per hand, ties included, down six rows then on to the next column. */
export function buildBeadPlate(hands: readonly (HandSide | RoadHand)[], rows = ROAD_ROWS): BeadPlate {
  const cells = hands.map((h, hand): BeadCell => {
    const { side, playerPair = false, bankerPair = false, natural = false } = toHand(h);
    return { col: Math.floor(hand / rows), row: hand % rows, hand, side, playerPair, bankerPair, natural };
  });
  return { cells, width: Math.ceil(hands.length / rows) };
}

/**
 * Places logical columns on a grid of `rows` rows. A column starts on the top row of the next free grid column
 * and goes down; when it reaches the bottom or the cell below is taken, it turns right along its row for the
 * rest of the streak (the dragon tail, มังกร). Taken cells are never overwritten.
 */
export function placeColumns<T>(columns: readonly (readonly T[])[], rows = ROAD_ROWS): PlacedGrid<T> {
  const taken = new Set<string>();
  const isTaken = (col: number, row: number) => taken.has(`${col},${row}`);
  const cells: PlacedCell<T>[] = [];
  let start = -1;
  columns.forEach((values, column) => {
    let col = start + 1;
    while (isTaken(col, 0)) col++;
    start = col;
    let row = 0;
    let turned = false;
    values.forEach((value, index) => {
      if (index > 0) {
        if (!turned && row + 1 < rows && !isTaken(col, row + 1)) row++;
        else {
          turned = true;
          col++;
          while (isTaken(col, row)) col++;
        }
      }
      taken.add(`${col},${row}`);
      cells.push({ col, row, column, index, value });
    });
  });
  const width = cells.reduce((w, c) => Math.max(w, c.col + 1), 0);
  return { cells, width };
}

/** The big road's logical columns: ties mark the cell before them, pairs of a tie hand mark that cell too. */
function bigRoadColumns(hands: readonly RoadHand[]): { columns: BigRoadEntry[][]; leadingTies: number } {
  const columns: BigRoadEntry[][] = [];
  let leadingTies = 0;
  let leadingPlayerPair = false;
  let leadingBankerPair = false;
  let last: BigRoadEntry | undefined;
  hands.forEach((h, hand) => {
    const playerPair = h.playerPair ?? false;
    const bankerPair = h.bankerPair ?? false;
    if (h.side === 'T') {
      if (last) {
        last.ties++;
        last.playerPair ||= playerPair;
        last.bankerPair ||= bankerPair;
      } else {
        leadingTies++;
        leadingPlayerPair ||= playerPair;
        leadingBankerPair ||= bankerPair;
      }
      return;
    }
    const entry: BigRoadEntry = {
      side: h.side,
      hand,
      ties: 0,
      playerPair,
      bankerPair,
      natural: h.natural ?? false,
    };
    if (!last) {
      entry.ties = leadingTies;
      entry.playerPair ||= leadingPlayerPair;
      entry.bankerPair ||= leadingBankerPair;
      columns.push([entry]);
    } else if (last.side === h.side) columns[columns.length - 1]!.push(entry);
    else columns.push([entry]);
    last = entry;
  });
  return { columns, leadingTies };
}

export function buildBigRoad(hands: readonly (HandSide | RoadHand)[], rows = ROAD_ROWS): BigRoad {
  const { columns, leadingTies } = bigRoadColumns(hands.map(toHand));
  return { ...placeColumns(columns, rows), columns, leadingTies };
}

/**
 * The colour a derived road gives the big road's entry at logical `column`, `index` (both from 0), comparing
 * `offset` columns back (1 big eye boy, 2 small road, 3 cockroach pig); null before the road starts, which is
 * the entry at (offset, 1) or, when that column has one entry, (offset + 1, 0).
 * - The first entry of a column: red when the two columns before it (1 and 1 + offset back) are equally long.
 * - Any other entry: look `offset` columns back at the same depth. Red when that column reaches this depth,
 *   blue when it stopped exactly one short (the entry above it is its last), red when it stopped earlier.
 * `lengths` are the logical column lengths of the big road; only columns before `column` are read, so a
 * column still growing does not change colours already given.
 */
export function derivedColour(
  lengths: readonly number[],
  column: number,
  index: number,
  offset: number,
): DerivedColour | null {
  if (column < offset || (column === offset && index === 0)) return null;
  if (index === 0) return lengths[column - 1] === lengths[column - 1 - offset] ? 'red' : 'blue';
  const back = lengths[column - offset] ?? 0;
  if (back > index) return 'red';
  return back === index ? 'blue' : 'red';
}

/** A derived road from the big road's logical columns; a new column of colours each time the colour changes. */
export function buildDerivedRoad(
  bigRoadCols: readonly (readonly unknown[])[],
  offset: number,
  rows = ROAD_ROWS,
): DerivedRoad {
  const lengths = bigRoadCols.map((c) => c.length);
  const entries: DerivedColour[] = [];
  lengths.forEach((length, column) => {
    for (let index = 0; index < length; index++) {
      const colour = derivedColour(lengths, column, index, offset);
      if (colour) entries.push(colour);
    }
  });
  const columns: DerivedColour[][] = [];
  entries.forEach((colour, i) => {
    if (i > 0 && entries[i - 1] === colour) columns[columns.length - 1]!.push(colour);
    else columns.push([colour]);
  });
  return { ...placeColumns(columns, rows), columns, entries };
}

/** Every road of a shoe, from side letters or hands with pairs (baccarat, Dragon Tiger). */
export function buildRoads(hands: readonly (HandSide | RoadHand)[], rows = ROAD_ROWS): Roads {
  const bigRoad = buildBigRoad(hands, rows);
  const derived = (name: DerivedRoadName) =>
    buildDerivedRoad(bigRoad.columns, DERIVED_ROAD_OFFSET[name], rows);
  return {
    beadPlate: buildBeadPlate(hands, rows),
    bigRoad,
    bigEyeBoy: derived('bigEyeBoy'),
    smallRoad: derived('smallRoad'),
    cockroachPig: derived('cockroachPig'),
  };
}

/** "ถามไพ่" on side letters: the colour each derived road would add if the next hand went to `next`. */
export function askRoadSides(hands: readonly (HandSide | RoadHand)[], next: RoadSide): AskRoadAnswer {
  const lengths: number[] = [];
  let lastSide: HandSide | undefined;
  for (const h of hands) {
    const { side } = toHand(h);
    if (side === 'T') continue;
    if (side === lastSide) lengths[lengths.length - 1]!++;
    else lengths.push(1);
    lastSide = side;
  }
  const extends_ = next === lastSide;
  const column = extends_ ? lengths.length - 1 : lengths.length;
  const index = extends_ ? lengths[column]! : 0;
  if (extends_) lengths[column]!++;
  else lengths.push(1);
  const answer = (name: DerivedRoadName) => derivedColour(lengths, column, index, DERIVED_ROAD_OFFSET[name]);
  return {
    bigEyeBoy: answer('bigEyeBoy'),
    smallRoad: answer('smallRoad'),
    cockroachPig: answer('cockroachPig'),
  };
}

// ---- Baccarat adapter ----

/** One finished baccarat hand as the live table and the verify page report it. */
export interface BaccaratRoadResult {
  winner: 'player' | 'banker' | 'tie';
  playerPair: boolean;
  bankerPair: boolean;
  natural?: boolean;
  playerTotal: number;
  bankerTotal: number;
}

const BACCARAT_SIDE = { banker: 'B', player: 'P', tie: 'T' } as const satisfies Record<string, HandSide>;
/** Dragon Tiger on the same roads: dragon drawn red like the banker, tiger blue like the player. */
export const DRAGON_TIGER_SIDE = { dragon: 'B', tiger: 'P', tie: 'T' } as const satisfies Record<
  string,
  HandSide
>;

export function baccaratRoadHand(result: BaccaratRoadResult): RoadHand {
  return {
    side: BACCARAT_SIDE[result.winner],
    playerPair: result.playerPair,
    bankerPair: result.bankerPair,
    natural: result.natural ?? false,
  };
}

export function baccaratRoads(results: readonly BaccaratRoadResult[]): Roads {
  return buildRoads(results.map(baccaratRoadHand));
}

/** "ถามไพ่": ถามผู้เล่น is `askRoad(results, 'player')`, ถามเจ้ามือ `askRoad(results, 'banker')`. */
export function askRoad(results: readonly BaccaratRoadResult[], next: 'player' | 'banker'): AskRoadAnswer {
  return askRoadSides(results.map(baccaratRoadHand), BACCARAT_SIDE[next]);
}

export interface ShoeStats {
  hands: number;
  player: number;
  banker: number;
  tie: number;
  playerPairs: number;
  bankerPairs: number;
  naturals: number;
}

export function shoeStats(results: readonly BaccaratRoadResult[]): ShoeStats {
  const stats: ShoeStats = {
    hands: 0,
    player: 0,
    banker: 0,
    tie: 0,
    playerPairs: 0,
    bankerPairs: 0,
    naturals: 0,
  };
  for (const r of results) {
    stats.hands++;
    stats[r.winner]++;
    if (r.playerPair) stats.playerPairs++;
    if (r.bankerPair) stats.bankerPairs++;
    if (r.natural) stats.naturals++;
  }
  return stats;
}
