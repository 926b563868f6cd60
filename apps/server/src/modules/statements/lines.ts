import {
  fillMessage,
  STATEMENT_TYPES,
  type StatementLine as WireLine,
  type StatementTextKey,
  type StatementType,
} from '@chokdee/contracts';
import { toBaht } from '../../lib/money';
import type { StatementLine } from '../ledger';

/** The line kind a game round's movements (bets, wins, refunds, transfers to a partner) are grouped under. */
export const ROUND = 'game';

/** The ledger kinds of each type of line: the filter and each line's `type`. */
export const KINDS_OF_TYPE: Record<StatementType, readonly string[]> = {
  deposit: ['deposit'],
  withdraw: ['withdrawal'],
  // Granted with a deposit (or its correction), and the credit a withdrawal forfeited when it ended one.
  bonus: ['bonus', 'forfeit'],
  reward: ['cashback', 'affiliate', 'prize', 'itemcode', 'adjustment'],
  game: [ROUND],
};

const TYPE_OF_KIND = new Map(
  STATEMENT_TYPES.flatMap((type) => KINDS_OF_TYPE[type].map((kind) => [kind, type] as const)),
);

/** A kind not listed (a new one some module adds) shows as a reward line titled "other", never hidden. */
export const typeOfKind = (kind: string): StatementType => TYPE_OF_KIND.get(kind) ?? 'reward';

/** Kinds whose title is their own text key. */
const TITLE_OF_KIND: Record<string, StatementTextKey> = {
  deposit: 'deposit',
  withdrawal: 'withdraw',
  forfeit: 'forfeit',
  cashback: 'cashback',
  affiliate: 'affiliate',
  prize: 'prize',
  itemcode: 'itemcode',
  adjustment: 'adjustment',
};

/** Money given back that has its own words: a withdrawal not paid, and the forfeit that came back with it. */
const RETURNED: Record<string, StatementTextKey> = {
  withdrawal: 'withdrawReturned',
  forfeit: 'forfeitReturned',
};

export type Texts = Record<StatementTextKey, string>;

export function titleOf(line: StatementLine, texts: Texts): string {
  if (line.kind === ROUND) {
    return line.ref.startsWith('game-transfer:')
      ? texts.gameTransfer
      : fillMessage(texts.game, { game: line.gameCode ?? '' }).trim();
  }
  const plain =
    line.kind === 'bonus'
      ? line.promotionTitle
        ? fillMessage(texts.bonus, { title: line.promotionTitle })
        : texts.bonusNoTitle
      : texts[TITLE_OF_KIND[line.kind] ?? 'other'];
  if (!line.correction) return plain;
  const returned = RETURNED[line.kind];
  return returned ? texts[returned] : `${texts.correction}: ${plain}`;
}

/** A ledger line as the member reads it: its type, title and signed baht. */
export function toWireLine(line: StatementLine, texts: Texts): WireLine {
  return {
    at: line.at.toISOString(),
    type: typeOfKind(line.kind),
    title: titleOf(line, texts),
    amount: toBaht(line.amount),
    balanceAfter: toBaht(line.balanceAfter),
    ref: line.ref,
  };
}
