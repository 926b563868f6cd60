import {
  DERIVED_ROADS,
  type AskRoadAnswer,
  type BeadPlate,
  type BigRoad,
  type DerivedRoad,
  type DerivedRoadName,
  type HandSide,
  type RoadSide,
} from '@chokdee/contracts';
import { fill, T } from '../../i18n';

/**
 * The roads' texts in the page's language (the catalogue's `roads` part), kept beside them so the components
 * read only React and the contracts. The road names are the catalogue's `roads.titles`; in Thai they are
 * the contracts' `ROAD_TITLES`, shared with the server and the verify page.
 */
export const ROAD_TEXT = T.roads;
const TITLES = ROAD_TEXT.titles;

/** What each side is called and the letter on its bead (baccarat: banker, player, tie). */
export interface SideNames {
  B: string;
  P: string;
  T: string;
  letters: Record<HandSide, string>;
  /** The two sides as the betting board has them, left to right: the ask buttons follow it. */
  order: readonly [RoadSide, RoadSide];
}

export const BACCARAT_SIDE_NAMES: SideNames = {
  B: T.spots.names.banker!,
  P: T.spots.names.player!,
  T: T.spots.names.tie!,
  letters: ROAD_TEXT.baccaratLetters,
  order: ['P', 'B'],
};

export const DRAGON_TIGER_SIDE_NAMES: SideNames = {
  B: T.spots.names.dragon!,
  P: T.spots.names.tiger!,
  T: T.spots.names.tie!,
  letters: ROAD_TEXT.dragonTigerLetters,
  // Dragon (B) on the left of the board, tiger on the right (dragon-tiger-board.tsx).
  order: ['B', 'P'],
};

export const askLabel = (names: SideNames, side: RoadSide) => fill(ROAD_TEXT.ask, { side: names[side] });

export function beadSummary(plate: BeadPlate, names: SideNames): string {
  const title = TITLES.beadPlate;
  if (plate.cells.length === 0) return `${title} ${ROAD_TEXT.empty}`;
  const count = (side: HandSide) => plate.cells.filter((c) => c.side === side).length;
  const last = plate.cells[plate.cells.length - 1]!;
  const lastText =
    last.side === 'T'
      ? fill(ROAD_TEXT.lastTie, { tie: names.T })
      : fill(ROAD_TEXT.lastWin, { side: names[last.side] });
  return fill(ROAD_TEXT.beadSummary, {
    title,
    count: plate.cells.length,
    banker: names.B,
    b: count('B'),
    player: names.P,
    p: count('P'),
    tie: names.T,
    t: count('T'),
    last: lastText,
  });
}

/** "เค้าไพ่ใหญ่ เจ้ามือชนะติดกัน 3 ตา": the streak a member looks at first, and the ties after it. */
export function bigRoadSummary(road: BigRoad, names: SideNames): string {
  const title = TITLES.bigRoad;
  const column = road.columns[road.columns.length - 1];
  if (!column)
    return road.leadingTies > 0
      ? fill(ROAD_TEXT.bigRoadTies, { title, tie: names.T, count: road.leadingTies })
      : `${title} ${ROAD_TEXT.empty}`;
  const last = column[column.length - 1]!;
  const side = names[last.side];
  const streak =
    column.length > 1
      ? fill(ROAD_TEXT.streak, { side, count: column.length })
      : fill(ROAD_TEXT.lastWin, { side });
  const ties = last.ties > 0 ? fill(ROAD_TEXT.tiesAfter, { tie: names.T, count: last.ties }) : '';
  return fill(ROAD_TEXT.bigRoadSummary, { title, streak, ties, columns: road.columns.length });
}

const colourText = (colour: 'red' | 'blue' | null) => (colour ? ROAD_TEXT[colour] : ROAD_TEXT.notStarted);

export function derivedSummary(kind: DerivedRoadName, road: DerivedRoad): string {
  const title = TITLES[kind];
  if (road.entries.length === 0) return `${title} ${ROAD_TEXT.notStarted}`;
  const reds = road.entries.filter((e) => e === 'red').length;
  const last = road.entries[road.entries.length - 1]!;
  return fill(ROAD_TEXT.derivedSummary, {
    title,
    red: ROAD_TEXT.red,
    reds,
    blue: ROAD_TEXT.blue,
    blues: road.entries.length - reds,
    last: colourText(last),
  });
}

/** "ถามผู้เล่น: ตาใหญ่ แดง, ถนนเล็ก น้ำเงิน, แมลงสาบ ยังไม่เริ่ม". */
export function askSummary(names: SideNames, side: RoadSide, answer: AskRoadAnswer): string {
  const parts = DERIVED_ROADS.map((kind) => `${TITLES[kind]} ${colourText(answer[kind])}`);
  return `${askLabel(names, side)}: ${parts.join(', ')}`;
}
