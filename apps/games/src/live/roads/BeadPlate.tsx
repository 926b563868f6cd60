import type { BeadPlate as BeadPlateData } from '@chokdee/contracts';
import { RoadFrame, PairDots } from './RoadFrame';
import { CELL, boardColumns } from './road-layout';
import { BACCARAT_SIDE_NAMES, beadSummary, type SideNames, ROAD_TEXT } from './roads-text';

interface BeadPlateProps {
  plate: BeadPlateData;
  names?: SideNames;
  cell?: number;
  minColumns?: number;
}

/** ลูกปัด: every hand in order, a filled bead with the side's letter, pairs as small dots. */
export function BeadPlate({
  plate,
  names = BACCARAT_SIDE_NAMES,
  cell = CELL.bead,
  minColumns = 15,
}: BeadPlateProps) {
  const half = cell / 2;
  return (
    <RoadFrame
      title={ROAD_TEXT.titles.beadPlate}
      label={beadSummary(plate, names)}
      columns={boardColumns(plate.width, minColumns)}
      cell={cell}
      className="road-bead"
    >
      {plate.cells.map((c) => (
        <g key={c.hand} transform={`translate(${c.col * cell} ${c.row * cell})`}>
          <circle className={`road-fill road-${c.side.toLowerCase()}`} cx={half} cy={half} r={cell * 0.42} />
          <text className="road-letter" x={half} y={half} fontSize={cell * 0.5}>
            {names.letters[c.side]}
          </text>
          <PairDots cell={cell} bankerPair={c.bankerPair} playerPair={c.playerPair} />
        </g>
      ))}
    </RoadFrame>
  );
}
