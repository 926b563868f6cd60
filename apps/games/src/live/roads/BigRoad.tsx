import type { BigRoad as BigRoadData } from '@chokdee/contracts';
import { RoadFrame, PairDots } from './RoadFrame';
import { CELL, boardColumns, previewCells, previewWidth } from './road-layout';
import { BACCARAT_SIDE_NAMES, bigRoadSummary, type SideNames, ROAD_TEXT } from './roads-text';

interface BigRoadProps {
  road: BigRoadData;
  /** The big road with an asked hand added ("ถามไพ่"): its new cell blinks. */
  preview?: BigRoadData | null;
  names?: SideNames;
  cell?: number;
  minColumns?: number;
}

/** A green slash across the cell for ties, with their count when more than one. */
function TieMark({ cell, ties }: { cell: number; ties: number }) {
  if (ties === 0) return null;
  return (
    <>
      <line className="road-tie" x1={cell * 0.2} y1={cell * 0.8} x2={cell * 0.8} y2={cell * 0.2} />
      {ties > 1 && (
        <text className="road-tie-count" x={cell / 2} y={cell / 2} fontSize={cell * 0.55}>
          {ties}
        </text>
      )}
    </>
  );
}

/** เค้าไพ่ใหญ่: a hollow ring per win, a new column when the winner changes, dragon tails along the bottom. */
export function BigRoad({
  road,
  preview,
  names = BACCARAT_SIDE_NAMES,
  cell = CELL.big,
  minColumns = 21,
}: BigRoadProps) {
  const half = cell / 2;
  const { cells, freshFrom } = previewCells(road, preview);
  return (
    <RoadFrame
      title={ROAD_TEXT.titles.bigRoad}
      label={bigRoadSummary(road, names)}
      columns={boardColumns(previewWidth(road, preview), minColumns)}
      cell={cell}
      className="road-big"
    >
      {cells.length === 0 && road.leadingTies > 0 && <TieMark cell={cell} ties={road.leadingTies} />}
      {cells.map((c, i) => (
        <g
          key={c.value.hand}
          className={i >= freshFrom ? 'road-blink' : undefined}
          transform={`translate(${c.col * cell} ${c.row * cell})`}
        >
          <circle
            className={`road-ring road-${c.value.side.toLowerCase()}`}
            cx={half}
            cy={half}
            r={cell * 0.36}
            strokeWidth={cell * 0.13}
          />
          <TieMark cell={cell} ties={c.value.ties} />
          <PairDots cell={cell} bankerPair={c.value.bankerPair} playerPair={c.value.playerPair} />
        </g>
      ))}
    </RoadFrame>
  );
}
