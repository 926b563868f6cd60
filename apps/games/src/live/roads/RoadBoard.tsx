import { useMemo } from 'react';
import {
  buildRoads,
  DERIVED_ROADS,
  type HandSide,
  type RoadHand,
  type ShoeStats as ShoeStatsData,
} from '@chokdee/contracts';
import { AskRoad, useAskRoad } from './AskRoad';
import { BeadPlate } from './BeadPlate';
import { BigRoad } from './BigRoad';
import { DerivedRoad } from './DerivedRoad';
import { ShoeStats } from './ShoeStats';
import { BACCARAT_SIDE_NAMES, ROAD_TEXT, type SideNames } from './roads-text';

interface RoadBoardProps {
  /** The shoe so far: `results.map(baccaratRoadHand)` for baccarat, `DRAGON_TIGER_SIDE[winner]` for Dragon Tiger. */
  hands: readonly (HandSide | RoadHand)[];
  names?: SideNames;
  stats?: ShoeStatsData;
  showPairs?: boolean;
}

/** Every road of a table in the order the boards show them, with "ถามไพ่" and the shoe's counts. */
export function RoadBoard({ hands, names = BACCARAT_SIDE_NAMES, stats, showPairs = true }: RoadBoardProps) {
  const roads = useMemo(() => buildRoads(hands), [hands]);
  const ask = useAskRoad(hands);
  return (
    <section className="road-board" aria-label={ROAD_TEXT.board}>
      <BigRoad road={roads.bigRoad} preview={ask.preview?.bigRoad} names={names} />
      <div className="road-derived-row">
        {DERIVED_ROADS.map((kind) => (
          <DerivedRoad key={kind} kind={kind} road={roads[kind]} preview={ask.preview?.[kind]} />
        ))}
      </div>
      <BeadPlate plate={roads.beadPlate} names={names} />
      <AskRoad answers={ask.answers} asking={ask.asking} onAsk={ask.ask} names={names} />
      {stats && <ShoeStats stats={stats} names={names} showPairs={showPairs} />}
    </section>
  );
}
