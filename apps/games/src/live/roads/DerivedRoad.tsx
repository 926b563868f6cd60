import {
  type DerivedColour,
  type DerivedRoad as DerivedRoadData,
  type DerivedRoadName,
} from '@chokdee/contracts';
import { RoadFrame } from './RoadFrame';
import { CELL, boardColumns, previewCells, previewWidth } from './road-layout';
import { derivedSummary, ROAD_TEXT } from './roads-text';

interface DerivedRoadProps {
  kind: DerivedRoadName;
  road: DerivedRoadData;
  /** The same road with an asked hand added ("ถามไพ่"): the cell it would add blinks. */
  preview?: DerivedRoadData | null;
  cell?: number;
  minColumns?: number;
}

/** The mark each derived road draws, as at the tables: ตาใหญ่ a ring, ถนนเล็ก a dot, แมลงสาบ a slash. */
export function DerivedMark({
  kind,
  colour,
  cell,
}: {
  kind: DerivedRoadName;
  colour: DerivedColour;
  cell: number;
}) {
  const half = cell / 2;
  const className = `road-${colour}`;
  if (kind === 'bigEyeBoy')
    return (
      <circle
        className={`road-ring ${className}`}
        cx={half}
        cy={half}
        r={cell * 0.33}
        strokeWidth={cell * 0.16}
      />
    );
  if (kind === 'smallRoad')
    return <circle className={`road-fill ${className}`} cx={half} cy={half} r={cell * 0.38} />;
  return (
    <line
      className={`road-slash ${className}`}
      x1={cell * 0.15}
      y1={cell * 0.85}
      x2={cell * 0.85}
      y2={cell * 0.15}
      strokeWidth={cell * 0.18}
    />
  );
}

export function DerivedRoad({ kind, road, preview, cell = CELL.derived, minColumns = 12 }: DerivedRoadProps) {
  const { cells, freshFrom } = previewCells(road, preview);
  return (
    <RoadFrame
      title={ROAD_TEXT.titles[kind]}
      label={derivedSummary(kind, road)}
      columns={boardColumns(previewWidth(road, preview), minColumns)}
      cell={cell}
      className="road-derived"
    >
      {cells.map((c, i) => (
        <g
          key={`${c.col},${c.row}`}
          className={i >= freshFrom ? 'road-blink' : undefined}
          transform={`translate(${c.col * cell} ${c.row * cell})`}
        >
          <DerivedMark kind={kind} colour={c.value} cell={cell} />
        </g>
      ))}
    </RoadFrame>
  );
}
