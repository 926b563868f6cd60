import {
  DERIVED_ROADS,
  ROAD_TITLES,
  type AskRoadAnswer,
  type BeadPlate,
  type BigRoad,
  type DerivedRoad,
  type DerivedRoadName,
  type HandSide,
  type RoadSide,
} from '@chokdee/contracts';

/**
 * The Thai texts of the roads, kept beside them so the components read only React and the contracts
 * (the road names themselves are the contracts' `ROAD_TITLES`, shared with the server and the verify page).
 */
export const ROAD_TEXT = {
  board: 'เค้าไพ่',
  empty: 'ยังไม่มีผล',
  notStarted: 'ยังไม่เริ่ม',
  red: 'แดง',
  blue: 'น้ำเงิน',
  askHint: 'กดถามเพื่อดูว่าเค้าไพ่แต่ละแบบจะขึ้นสีอะไรในตาถัดไป',
  statsTitle: 'สถิติไพ่ชุดนี้',
  hands: 'ตาที่ออกแล้ว',
  playerPairs: 'คู่ผู้เล่น',
  bankerPairs: 'คู่เจ้ามือ',
  naturals: 'ไพ่ป๊อก',
} as const;

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
  B: 'เจ้ามือ',
  P: 'ผู้เล่น',
  T: 'เสมอ',
  letters: { B: 'จ', P: 'ผ', T: 'ส' },
  order: ['P', 'B'],
};

/** เสือ and เสมอ start with the same letter, so a tie bead shows "=" on the Dragon Tiger table. */
export const DRAGON_TIGER_SIDE_NAMES: SideNames = {
  B: 'มังกร',
  P: 'เสือ',
  T: 'เสมอ',
  letters: { B: 'ม', P: 'ส', T: '=' },
  // Dragon (B) on the left of the board, tiger on the right (dragon-tiger-board.tsx).
  order: ['B', 'P'],
};

export const askLabel = (names: SideNames, side: RoadSide) => `ถาม${names[side]}`;

export function beadSummary(plate: BeadPlate, names: SideNames): string {
  const title = ROAD_TITLES.beadPlate;
  if (plate.cells.length === 0) return `${title} ${ROAD_TEXT.empty}`;
  const count = (side: HandSide) => plate.cells.filter((c) => c.side === side).length;
  const last = plate.cells[plate.cells.length - 1]!;
  const lastText = last.side === 'T' ? `ตาล่าสุด${names.T}` : `ตาล่าสุด${names[last.side]}ชนะ`;
  return `${title} ${plate.cells.length} ตา ${names.B} ${count('B')} ${names.P} ${count('P')} ${names.T} ${count('T')} ${lastText}`;
}

/** "เค้าไพ่ใหญ่ เจ้ามือชนะติดกัน 3 ตา": the streak a member looks at first, and the ties after it. */
export function bigRoadSummary(road: BigRoad, names: SideNames): string {
  const title = ROAD_TITLES.bigRoad;
  const column = road.columns[road.columns.length - 1];
  if (!column)
    return road.leadingTies > 0
      ? `${title} ${names.T} ${road.leadingTies} ตา`
      : `${title} ${ROAD_TEXT.empty}`;
  const last = column[column.length - 1]!;
  const streak =
    column.length > 1 ? `${names[last.side]}ชนะติดกัน ${column.length} ตา` : `ตาล่าสุด${names[last.side]}ชนะ`;
  const ties = last.ties > 0 ? ` แล้ว${names.T} ${last.ties} ตา` : '';
  return `${title} ${streak}${ties} รวม ${road.columns.length} แถว`;
}

const colourText = (colour: 'red' | 'blue' | null) => (colour ? ROAD_TEXT[colour] : ROAD_TEXT.notStarted);

export function derivedSummary(kind: DerivedRoadName, road: DerivedRoad): string {
  const title = ROAD_TITLES[kind];
  if (road.entries.length === 0) return `${title} ${ROAD_TEXT.notStarted}`;
  const reds = road.entries.filter((e) => e === 'red').length;
  const last = road.entries[road.entries.length - 1]!;
  return `${title} ${ROAD_TEXT.red} ${reds} ${ROAD_TEXT.blue} ${road.entries.length - reds} ล่าสุด${colourText(last)}`;
}

/** "ถามผู้เล่น: ตาใหญ่ แดง, ถนนเล็ก น้ำเงิน, แมลงสาบ ยังไม่เริ่ม". */
export function askSummary(names: SideNames, side: RoadSide, answer: AskRoadAnswer): string {
  const parts = DERIVED_ROADS.map((kind) => `${ROAD_TITLES[kind]} ${colourText(answer[kind])}`);
  return `${askLabel(names, side)}: ${parts.join(', ')}`;
}
