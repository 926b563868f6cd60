import { describe, expect, it } from 'vitest';
import {
  askRoad,
  askRoadSides,
  baccaratRoads,
  buildBeadPlate,
  buildBigRoad,
  buildRoads,
  derivedColour,
  DERIVED_ROADS,
  DRAGON_TIGER_SIDE,
  placeColumns,
  shoeStats,
  type BaccaratRoadResult,
  type HandSide,
} from './roads';

/** 'BBP T' → side letters (spaces ignored), as the examples below are written. */
const hands = (s: string) => [...s.replace(/\s/g, '')] as HandSide[];
const at = (cells: { col: number; row: number }[]) => cells.map((c) => [c.col, c.row]);
const lengths = (cols: readonly unknown[][]) => cols.map((c) => c.length);

describe('bead plate', () => {
  it('fills six rows column by column, ties included', () => {
    const plate = buildBeadPlate(hands('BPTBBPPB'));
    // prettier-ignore
    expect(at(plate.cells)).toEqual([
      [0, 0], [0, 1], [0, 2], [0, 3], [0, 4], [0, 5],
      [1, 0], [1, 1],
    ]);
    expect(plate.cells[2]!.side).toBe('T');
    expect(plate.width).toBe(2);
  });
});

describe('big road', () => {
  it('starts a new column when the winner changes', () => {
    const road = buildBigRoad(hands('BBB PP B PPPP BB'));
    expect(road.columns.map((c) => c[0]!.side)).toEqual(['B', 'P', 'B', 'P', 'B']);
    expect(lengths(road.columns)).toEqual([3, 2, 1, 4, 2]);
    // prettier-ignore
    expect(at(road.cells)).toEqual([
      [0, 0], [0, 1], [0, 2],
      [1, 0], [1, 1],
      [2, 0],
      [3, 0], [3, 1], [3, 2], [3, 3],
      [4, 0], [4, 1],
    ]);
    expect(road.width).toBe(5);
  });

  it('counts ties on the cell before them and keeps ties at the start of the shoe for the first cell', () => {
    const onlyTies = buildBigRoad(hands('TT'));
    expect(onlyTies).toMatchObject({ columns: [], cells: [], width: 0, leadingTies: 2 });

    const road = buildBigRoad(hands('TT B TT P T B'));
    expect(road.leadingTies).toBe(2);
    expect(road.columns.map((c) => c.map((e) => [e.side, e.hand, e.ties]))).toEqual([
      [['B', 2, 4]], // two ties before it, two after it
      [['P', 5, 1]],
      [['B', 7, 0]],
    ]);
  });

  it('marks pairs on their own cell, and a tie hand’s pairs on the cell the tie marks', () => {
    const road = buildBigRoad([
      { side: 'T', bankerPair: true },
      { side: 'B', playerPair: true, natural: true },
      { side: 'B' },
      { side: 'T', playerPair: true },
    ]);
    const [first, second] = road.columns[0]!;
    expect(first).toMatchObject({ ties: 1, playerPair: true, bankerPair: true, natural: true });
    expect(second).toMatchObject({ ties: 1, playerPair: true, bankerPair: false, natural: false });
  });

  it('turns a long streak right along the bottom row (dragon tail)', () => {
    const road = buildBigRoad(hands('BBBBBBBB PPPPPPP BBB P'));
    const byColumn = (column: number) => at(road.cells.filter((c) => c.column === column));
    // Eight banker wins: six down, then two to the right along row 6.
    // prettier-ignore
    expect(byColumn(0)).toEqual([[0, 0], [0, 1], [0, 2], [0, 3], [0, 4], [0, 5], [1, 5], [2, 5]]);
    // Seven player wins in the next column: row 6 is taken by the tail, so it turns right at row 5.
    // prettier-ignore
    expect(byColumn(1)).toEqual([[1, 0], [1, 1], [1, 2], [1, 3], [1, 4], [2, 4], [3, 4]]);
    expect(byColumn(2)).toEqual([
      [2, 0],
      [2, 1],
      [2, 2],
    ]);
    expect(byColumn(3)).toEqual([[3, 0]]);
    expect(road.width).toBe(4);
    // Logical columns are the streaks, whatever the drawing: the derived roads read these.
    expect(lengths(road.columns)).toEqual([8, 7, 3, 1]);
  });

  it('starts a column after a tail that ran along the top row', () => {
    // Two rows make it short: the second streak cannot go down (its cell below is the first's tail).
    const grid = placeColumns([['a', 'a', 'a'], ['b', 'b', 'b'], ['c']], 2);
    // prettier-ignore
    expect(grid.cells.map((c) => [c.value, c.col, c.row])).toEqual([
      ['a', 0, 0], ['a', 0, 1], ['a', 1, 1],
      ['b', 1, 0], ['b', 2, 0], ['b', 3, 0],
      ['c', 4, 0],
    ]);
  });
});

describe('derived roads', () => {
  // Big road BBB PP B PPPP BB: column lengths 3, 2, 1, 4, 2, worked by hand below.
  const roads = buildRoads(hands('BBB PP B PPPP BB'));

  it('big eye boy: starts at the second column’s second entry and follows both colour rules', () => {
    // c1 r1: column 0 reaches row 1 → red. c2: new column, lengths 2 ≠ 3 → blue. c3: 1 ≠ 2 → blue;
    // c3 r1: column 2 stopped right above (length 1) → blue; c3 r2, r3: column 2 stopped earlier → red.
    // c4: 4 ≠ 1 → blue; c4 r1: column 3 reaches row 1 → red.
    expect(roads.bigEyeBoy.entries).toEqual(['red', 'blue', 'blue', 'blue', 'red', 'red', 'blue', 'red']);
    expect(lengths(roads.bigEyeBoy.columns)).toEqual([1, 3, 2, 1, 1]);
  });

  it('small road: starts at the fourth column when the third has one entry', () => {
    // Column 2 has no second entry, so it starts at c3 r0: columns 2 and 0, lengths 1 ≠ 3 → blue.
    // c3 r1: column 1 reaches row 1 → red; r2: column 1 stopped right above → blue; r3: earlier → red.
    // c4: 4 ≠ 2 → blue; c4 r1: column 2 stopped right above → blue.
    expect(roads.smallRoad.entries).toEqual(['blue', 'red', 'blue', 'red', 'blue', 'blue']);
  });

  it('cockroach pig: starts at the fourth column’s second entry', () => {
    // c3 r1, r2: column 0 (length 3) reaches them → red, red; c3 r3: column 0 stopped right above → blue.
    // c4: 4 ≠ 3 → blue; c4 r1: column 1 reaches row 1 → red.
    expect(roads.cockroachPig.entries).toEqual(['red', 'red', 'blue', 'blue', 'red']);
  });

  it('start positions: nothing before the (k+1)th column unless the kth has a second entry', () => {
    expect(buildRoads(hands('B P')).bigEyeBoy.entries).toEqual([]);
    expect(buildRoads(hands('B PP')).bigEyeBoy.entries).toHaveLength(1); // 2nd column, 2nd entry
    expect(buildRoads(hands('B P B')).bigEyeBoy.entries).toHaveLength(1); // 3rd column, 1st entry
    expect(buildRoads(hands('B P BB')).smallRoad.entries).toHaveLength(1); // 3rd column, 2nd entry
    expect(buildRoads(hands('B P B')).smallRoad.entries).toEqual([]);
    expect(buildRoads(hands('B P B P')).smallRoad.entries).toHaveLength(1); // 4th column, 1st entry
    expect(buildRoads(hands('B P B PP')).cockroachPig.entries).toHaveLength(1); // 4th column, 2nd entry
    expect(buildRoads(hands('B P B P')).cockroachPig.entries).toEqual([]);
    expect(buildRoads(hands('B P B P B')).cockroachPig.entries).toHaveLength(1); // 5th column, 1st entry
  });

  it('new column: red when the two columns compared are equally long, blue when not', () => {
    expect(buildRoads(hands('BB PP B')).bigEyeBoy.entries.at(-1)).toBe('red'); // 2 = 2
    expect(buildRoads(hands('BB P B')).bigEyeBoy.entries.at(-1)).toBe('blue'); // 1 ≠ 2
    expect(buildRoads(hands('B PP B P')).smallRoad.entries.at(-1)).toBe('red'); // columns 3 and 1: 1 = 1
    expect(buildRoads(hands('B PP BB P')).smallRoad.entries.at(-1)).toBe('blue'); // 2 ≠ 1
  });

  it('a chopping shoe and a shoe of doubles read all red; ties change nothing', () => {
    for (const shoe of ['BPBPBPBPBP', 'BBPPBBPPBBPP', 'BTPBTTPBPBTP']) {
      const r = buildRoads(hands(shoe));
      for (const name of DERIVED_ROADS) expect(new Set(r[name].entries)).toEqual(new Set(['red']));
    }
  });

  it('places derived roads with dragon tails too', () => {
    // A long chop gives one long red streak on every derived road.
    const r = buildRoads(hands('BP'.repeat(8)));
    expect(r.bigEyeBoy.entries).toHaveLength(14);
    expect(r.bigEyeBoy.columns).toHaveLength(1);
    // prettier-ignore
    expect(at(r.bigEyeBoy.cells).slice(5, 8)).toEqual([[0, 5], [1, 5], [2, 5]]);
  });

  it('agrees with the grid description of the rules on random shoes', () => {
    const random = seeded(7);
    for (let shoe = 0; shoe < 200; shoe++) {
      const letters = Array.from({ length: 60 }, () => (['B', 'P', 'T'] as const)[Math.floor(random() * 3)]!);
      const r = buildRoads(letters);
      const cols = r.bigRoad.columns;
      for (const name of DERIVED_ROADS) {
        const k = name === 'bigEyeBoy' ? 1 : name === 'smallRoad' ? 2 : 3;
        expect(r[name].entries).toEqual(byGrid(lengths(cols), k));
      }
    }
  });
});

/**
 * The rules as the published guides state them, on an unbounded grid of the big road's streaks: a cell
 * "exists" when the streak in that column is long enough. New column: red when the columns 1 and k+1 back
 * have the same height. Otherwise look at the cell k columns back on the same row: there → red; not there but
 * the cell above it there → blue; neither → red.
 */
function byGrid(heights: number[], k: number): string[] {
  const has = (col: number, row: number) => col >= 0 && row >= 0 && (heights[col] ?? 0) > row;
  const out: string[] = [];
  heights.forEach((h, col) => {
    for (let row = 0; row < h; row++) {
      const started = has(k, 1) ? col > k || (col === k && row >= 1) : col > k;
      if (!started) continue;
      if (row === 0) out.push(heights[col - 1] === heights[col - 1 - k] ? 'red' : 'blue');
      else if (has(col - k, row)) out.push('red');
      else out.push(has(col - k, row - 1) ? 'blue' : 'red');
    }
  });
  return out;
}

function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

describe('ask road (ถามไพ่)', () => {
  it('answers what each derived road would add, null where it has not started', () => {
    // Big road BBB PP B PPPP BB. A banker hand extends column 4 to row 2: columns 3 (4 long) and 2 (1 long)
    // reach or stop above it → red, red; column 1 (2 long) stops right above → blue.
    const sides = hands('BBB PP B PPPP BB');
    expect(askRoadSides(sides, 'B')).toEqual({ bigEyeBoy: 'red', smallRoad: 'red', cockroachPig: 'blue' });
    // Column 5 opens: compare column 4 (2) with columns 3 (4), 2 (1) and 1 (2).
    expect(askRoadSides(sides, 'P')).toEqual({ bigEyeBoy: 'blue', smallRoad: 'blue', cockroachPig: 'red' });
    expect(askRoadSides(hands('B'), 'P')).toEqual({ bigEyeBoy: null, smallRoad: null, cockroachPig: null });
    expect(askRoadSides(hands('TT'), 'B')).toEqual({ bigEyeBoy: null, smallRoad: null, cockroachPig: null });
  });

  it('equals the last entry of each derived road computed with the asked hand added', () => {
    const random = seeded(42);
    for (let shoe = 0; shoe < 40; shoe++) {
      const letters: HandSide[] = [];
      for (let hand = 0; hand < 50; hand++) {
        const before = buildRoads(letters);
        for (const next of ['B', 'P'] as const) {
          const after = buildRoads([...letters, next]);
          const answer = askRoadSides(letters, next);
          for (const name of DERIVED_ROADS) {
            const added = after[name].entries.length - before[name].entries.length;
            expect(added).toBeLessThanOrEqual(1);
            expect(answer[name]).toBe(added === 1 ? after[name].entries.at(-1) : null);
          }
        }
        letters.push((['B', 'P', 'T'] as const)[Math.floor(random() * 3)]!);
      }
    }
  });
});

describe('baccarat adapter and statistics', () => {
  const result = (winner: BaccaratRoadResult['winner'], extra: Partial<BaccaratRoadResult> = {}) => ({
    winner,
    playerPair: false,
    bankerPair: false,
    playerTotal: 0,
    bankerTotal: 0,
    ...extra,
  });
  const results: BaccaratRoadResult[] = [
    result('tie', { playerTotal: 6, bankerTotal: 6, playerPair: true }),
    result('banker', { natural: true, bankerTotal: 9, bankerPair: true }),
    result('banker'),
    result('player', { natural: true, playerTotal: 8 }),
    result('banker', { playerPair: true, bankerPair: true }),
  ];

  it('maps banker to red (B), player to blue (P), tie to T', () => {
    const roads = baccaratRoads(results);
    expect(roads.beadPlate.cells.map((c) => c.side)).toEqual(['T', 'B', 'B', 'P', 'B']);
    expect(roads.bigRoad.columns.map((c) => c.length)).toEqual([2, 1, 1]);
    expect(roads.bigRoad.columns[0]![0]).toMatchObject({ ties: 1, playerPair: true, bankerPair: true });
    expect(askRoad(results, 'banker')).toEqual(askRoadSides(hands('TBBPB'), 'B'));
    expect(askRoad(results, 'player')).toEqual(askRoadSides(hands('TBBPB'), 'P'));
  });

  it('counts the shoe', () => {
    expect(shoeStats(results)).toEqual({
      hands: 5,
      player: 1,
      banker: 3,
      tie: 1,
      playerPairs: 2,
      bankerPairs: 2,
      naturals: 2,
    });
    expect(shoeStats([])).toMatchObject({ hands: 0, player: 0, banker: 0, tie: 0 });
  });

  it('serves Dragon Tiger through the side letters', () => {
    const winners = ['dragon', 'dragon', 'tie', 'tiger'] as const;
    const road = buildBigRoad(winners.map((w) => DRAGON_TIGER_SIDE[w]));
    expect(road.columns.map((c) => c.map((e) => e.side))).toEqual([['B', 'B'], ['P']]);
    expect(road.columns[0]![1]!.ties).toBe(1);
  });
});

describe('derivedColour', () => {
  it('reads only the columns before the entry’s own', () => {
    expect(derivedColour([2, 3], 1, 2, 1)).toBe('blue'); // column 0 stopped right above row 2
    expect(derivedColour([2, 9], 1, 2, 1)).toBe('blue'); // the growing column itself does not matter
  });
});
