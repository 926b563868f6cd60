import { useEffect, useMemo, useState } from 'react';
import {
  askRoadSides,
  buildRoads,
  DERIVED_ROADS,
  type AskRoadAnswer,
  type HandSide,
  type RoadHand,
  type Roads,
  type RoadSide,
} from '@chokdee/contracts';
import { DerivedMark } from './DerivedRoad';
import { BACCARAT_SIDE_NAMES, askLabel, askSummary, ROAD_TEXT, type SideNames } from './roads-text';

/** How long the asked cells blink, as on the tables' boards. */
export const ASK_BLINK_MS = 3000;

export interface AskRoadState {
  answers: Record<RoadSide, AskRoadAnswer>;
  asking: RoadSide | null;
  ask: (side: RoadSide) => void;
  /** The roads with the asked hand added, while the question is shown; the roads draw its new cells blinking. */
  preview: Roads | null;
}

/** "ถามไพ่" for a shoe: the answers for both sides, and the question being shown for `durationMs`. */
export function useAskRoad(hands: readonly (HandSide | RoadHand)[], durationMs = ASK_BLINK_MS): AskRoadState {
  // `at` makes asking the same side again restart the timer.
  const [question, setQuestion] = useState<{ side: RoadSide; at: number } | null>(null);
  useEffect(() => {
    if (!question) return;
    const timer = setTimeout(() => setQuestion(null), durationMs);
    return () => clearTimeout(timer);
  }, [question, durationMs]);
  const answers = useMemo(() => ({ P: askRoadSides(hands, 'P'), B: askRoadSides(hands, 'B') }), [hands]);
  const asking = question?.side ?? null;
  const preview = useMemo(() => (asking ? buildRoads([...hands, asking]) : null), [hands, asking]);
  return { answers, asking, ask: (side) => setQuestion({ side, at: Date.now() }), preview };
}

interface AskRoadProps {
  answers: Record<RoadSide, AskRoadAnswer>;
  asking: RoadSide | null;
  onAsk: (side: RoadSide) => void;
  names?: SideNames;
}

const MARK = 12;

/** The two "ถาม" buttons, each showing the mark every derived road would add (grey where a road has not started). */
export function AskRoad({ answers, asking, onAsk, names = BACCARAT_SIDE_NAMES }: AskRoadProps) {
  return (
    <div className="road-ask" role="group" aria-label={ROAD_TEXT.askHint}>
      {names.order.map((side) => (
        <button
          key={side}
          type="button"
          className={`road-ask-button road-ask-${side.toLowerCase()}`}
          aria-pressed={asking === side}
          aria-label={askSummary(names, side, answers[side])}
          onClick={() => onAsk(side)}
        >
          <span className="road-ask-label">{askLabel(names, side)}</span>
          <svg aria-hidden="true" width={MARK * 3 + 8} height={MARK} viewBox={`0 0 ${MARK * 3 + 8} ${MARK}`}>
            {DERIVED_ROADS.map((kind, i) => {
              const colour = answers[side][kind];
              return (
                <g key={kind} transform={`translate(${i * (MARK + 4)} 0)`}>
                  {colour ? (
                    <DerivedMark kind={kind} colour={colour} cell={MARK} />
                  ) : (
                    <circle className="road-none" cx={MARK / 2} cy={MARK / 2} r={MARK * 0.3} />
                  )}
                </g>
              );
            })}
          </svg>
        </button>
      ))}
    </div>
  );
}
