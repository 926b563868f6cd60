import type { LiveKind, LiveStep } from '@chokdee/contracts';
import { CardSlot, PlayingCard } from './playing-card';
import { DiceFace, DieSlot } from './dice-face';
import { T } from '../../i18n';
import { LT } from './live-text';

type CardStep = Extract<LiveStep, { type: 'card' }>;
const point = (card: number) => (card % 13 < 9 ? (card % 13) + 1 : 0);
/** Baccarat points of the cards shown so far; Dragon Tiger shows the rank (A 1 … K 13). */
const handPoints = (kind: LiveKind, cards: CardStep[]) =>
  kind === 'baccarat'
    ? cards.reduce((sum, c) => sum + point(c.card), 0) % 10
    : ((cards[0]?.card ?? 0) % 13) + 1;

const SIDES = {
  baccarat: [
    ['player', T.spots.names.player, 'side-p'],
    ['banker', T.spots.names.banker, 'side-b'],
  ],
  dragonTiger: [
    ['dragon', T.spots.names.dragon, 'side-b'],
    ['tiger', T.spots.names.tiger, 'side-p'],
  ],
} as const;

/**
 * The cards or dice of the round, in the order the dealer showed them: each arrives with its own event and
 * the newest one flips in. Empty places wait for the cards still to come.
 */
export function DealtView({ kind, steps }: { kind: LiveKind; steps: LiveStep[] }) {
  const last = steps.length - 1;
  if (kind === 'hilo' || kind === 'fishPrawnCrab') {
    return (
      <div className="dealt dice-row" aria-label={LT.dice} role="group">
        {[0, 1, 2].map((i) => {
          const step = steps[i];
          return step?.type === 'dice' ? (
            <DiceFace
              key={i}
              value={step.value}
              index={i}
              symbols={kind === 'fishPrawnCrab'}
              fresh={i === last}
            />
          ) : (
            <DieSlot key={i} />
          );
        })}
      </div>
    );
  }
  const slots = kind === 'baccarat' ? 2 : 1;
  return (
    <div className="dealt hands-row" aria-label={LT.dealt} role="group">
      {SIDES[kind].map(([side, name, tone]) => {
        const cards = steps.filter(
          (s): s is CardStep => s !== undefined && s.type === 'card' && s.side === side,
        );
        return (
          <div key={side} className={`live-hand ${tone}`}>
            <h2>
              {name} <strong className="points">{cards.length ? handPoints(kind, cards) : ''}</strong>
            </h2>
            <div className="hand-cards">
              {cards.map((c) => (
                <PlayingCard key={c.card} card={c.card} fresh={steps[last] === c} />
              ))}
              {Array.from({ length: Math.max(0, slots - cards.length) }, (_, i) => (
                <CardSlot key={`slot-${i}`} />
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
