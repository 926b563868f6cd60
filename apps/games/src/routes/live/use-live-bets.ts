import { houseGetState, livePlaceBets, type LiveKind, type LiveResult } from '@chokdee/contracts';
import { useEffect, useState } from 'react';
import { fill } from '../../i18n';
import { houseCall } from '../../lib/api';
import { useHouse } from '../../lib/house-store';
import { wholeBaht } from '../../lib/money';
import { playSound } from '../../lib/sound';
import { errorNotice, type NoticeState } from '../../components/notice';
import { LT } from './live-text';
import { betsReturn } from './spot-return';

type Bets = Record<string, number>;
const sum = (bets: Bets) => Object.values(bets).reduce((a, b) => a + b, 0);
const NONE: Bets = {};
const PICK: NoticeState = { text: LT.pickSpot, kind: 'info' };
const NEXT: NoticeState = { text: LT.nextRound, kind: 'info' };
interface Slip {
  roundId: string | undefined;
  pending: Bets;
  mine: Bets;
  last: Bets;
  notice: NoticeState;
}

/**
 * The member's side of a round: chips laid on spots wait (`pending`) until "ยืนยัน" sends them in one call;
 * the server answers with everything the member has on the round (`mine`) and the balance. When the round
 * is settled (`done`) the balance is read again from the wallet, and the round's bets are kept for "แทงซ้ำ".
 */
export function useLiveBets({
  kind,
  tableId,
  roundId,
  open,
  settled,
  result,
  maxBaht,
}: {
  kind: LiveKind | undefined;
  tableId: string;
  roundId: string | undefined;
  open: boolean;
  settled: boolean;
  result: LiveResult | null;
  maxBaht: number;
}) {
  const house = useHouse();
  const { settle } = house;
  const [slip, setSlip] = useState<Slip>(() => ({ roundId, pending: {}, mine: {}, last: {}, notice: PICK }));
  const [sending, setSending] = useState(false);
  // A new round: what was on the last one becomes "แทงซ้ำ", the board starts empty (reset while rendering,
  // React's pattern for state that follows a prop).
  if (slip.roundId !== roundId) {
    const last = Object.keys(slip.mine).length ? slip.mine : slip.last;
    setSlip({ roundId, pending: {}, mine: {}, last, notice: PICK });
  }
  const { mine, last, notice } = slip;
  // Chips not confirmed by the close are simply not bets.
  const pending = open ? slip.pending : NONE;
  const setNotice = (n: NoticeState) => setSlip((s) => ({ ...s, notice: n }));

  // Settled: the wallet has paid; read the balance it now holds.
  useEffect(() => {
    if (!settled || Object.keys(mine).length === 0) return;
    let gone = false;
    houseCall(houseGetState).then(
      (state) => {
        if (!gone) settle({ balance: state.balance, fairness: state.fairness });
      },
      () => undefined,
    );
    return () => {
      gone = true;
    };
  }, [settled, mine, settle]);

  const staked = sum(mine);
  const returned = result && staked > 0 ? betsReturn(mine, result) : 0;
  useEffect(() => {
    if (result && returned > 0) playSound('win');
  }, [result, returned]);

  return {
    pending,
    mine,
    staked,
    returned,
    // Once the result is out, "placed… good luck" is over: the banner says how it went.
    notice: result ? NEXT : notice,
    sending,
    pendingTotal: sum(pending),
    lay(code: string, chip: number) {
      if (!open) return setNotice({ text: LT.closed, kind: 'error' });
      playSound('chip');
      setSlip((s) => ({
        ...s,
        pending: {
          ...s.pending,
          [code]: Math.min((s.pending[code] ?? 0) + chip, maxBaht - (s.mine[code] ?? 0)),
        },
      }));
    },
    clear: () => setSlip((s) => ({ ...s, pending: {} })),
    repeat() {
      if (open && Object.keys(last).length) {
        playSound('chip');
        setSlip((s) => ({ ...s, pending: last }));
      }
    },
    hasLast: Object.keys(last).length > 0,
    async confirm() {
      const bets = Object.fromEntries(Object.entries(pending).filter(([, baht]) => baht > 0));
      if (!kind || !roundId || Object.keys(bets).length === 0) return;
      setSending(true);
      try {
        const placed = await houseCall(livePlaceBets, { body: { tableId, roundId, bets } });
        const text = fill(LT.placed, { amount: wholeBaht(sum(bets)) });
        setSlip((s) => ({ ...s, mine: placed.roundBets, pending: {}, notice: { text, kind: 'info' } }));
        if (house.state) settle({ balance: placed.balance, fairness: house.state.fairness });
      } catch (err) {
        setNotice(errorNotice(err));
      } finally {
        setSending(false);
      }
    },
  };
}
