import { describe, expect, it } from 'vitest';
import { buildRoads, type HandSide } from '@chokdee/contracts';
import { boardColumns, gridPath, previewCells, previewWidth } from './road-layout';
import {
  askSummary,
  BACCARAT_SIDE_NAMES,
  beadSummary,
  bigRoadSummary,
  derivedSummary,
  DRAGON_TIGER_SIDE_NAMES,
} from './roads-text';

const hands = (s: string) => [...s.replace(/\s/g, '')] as HandSide[];

describe('road layout', () => {
  it('draws every used column, one empty for the next hand, and at least enough to fill the frame', () => {
    expect(boardColumns(0, 12)).toBe(12);
    expect(boardColumns(11, 12)).toBe(12);
    expect(boardColumns(12, 12)).toBe(13);
    expect(boardColumns(30, 12)).toBe(31);
  });

  it('draws the grid lines as one path', () => {
    expect(gridPath(2, 1, 10)).toBe('M0 0V10M10 0V10M20 0V10M0 0H20M0 10H20');
  });

  it('marks as fresh exactly the cells the asked hand adds, dragon tail included', () => {
    const shoe = hands('BBBBBB');
    const now = buildRoads(shoe).bigRoad;
    const asked = buildRoads([...shoe, 'B']).bigRoad;
    const { cells, freshFrom } = previewCells(now, asked);
    expect(cells.slice(freshFrom).map((c) => [c.col, c.row])).toEqual([[1, 5]]);
    expect(previewWidth(now, asked)).toBe(2);
    expect(previewCells(now, null)).toEqual({ cells: now.cells, freshFrom: 6 });
  });
});

describe('road summaries (aria-label)', () => {
  const roads = buildRoads(hands('T BBB TT'));

  it('tells the big road’s streak in Thai', () => {
    expect(bigRoadSummary(roads.bigRoad, BACCARAT_SIDE_NAMES)).toBe(
      'เค้าไพ่ใหญ่ เจ้ามือชนะติดกัน 3 ตา แล้วเสมอ 2 ตา รวม 1 แถว',
    );
    expect(bigRoadSummary(buildRoads(hands('BP')).bigRoad, DRAGON_TIGER_SIDE_NAMES)).toBe(
      'เค้าไพ่ใหญ่ ตาล่าสุดเสือชนะ รวม 2 แถว',
    );
    expect(bigRoadSummary(buildRoads(hands('T')).bigRoad, BACCARAT_SIDE_NAMES)).toBe('เค้าไพ่ใหญ่ เสมอ 1 ตา');
    expect(bigRoadSummary(buildRoads([]).bigRoad, BACCARAT_SIDE_NAMES)).toBe('เค้าไพ่ใหญ่ ยังไม่มีผล');
  });

  it('counts the bead plate', () => {
    expect(beadSummary(roads.beadPlate, BACCARAT_SIDE_NAMES)).toBe(
      'ลูกปัด 6 ตา เจ้ามือ 3 ผู้เล่น 0 เสมอ 3 ตาล่าสุดเสมอ',
    );
  });

  it('tells the derived roads and the ask answers', () => {
    const chop = buildRoads(hands('BPBP'));
    expect(derivedSummary('bigEyeBoy', chop.bigEyeBoy)).toBe('ตาใหญ่ แดง 2 น้ำเงิน 0 ล่าสุดแดง');
    expect(derivedSummary('cockroachPig', chop.cockroachPig)).toBe('แมลงสาบ ยังไม่เริ่ม');
    expect(
      askSummary(BACCARAT_SIDE_NAMES, 'P', { bigEyeBoy: 'red', smallRoad: 'blue', cockroachPig: null }),
    ).toBe('ถามผู้เล่น: ตาใหญ่ แดง, ถนนเล็ก น้ำเงิน, แมลงสาบ ยังไม่เริ่ม');
  });
});
