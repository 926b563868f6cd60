import { fillMessage, type WheelPrize } from '@chokdee/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorMessage } from '../api/client';
import { refreshMoney } from '../api/get-balance';
import { useWheel } from '../api/get-wheel';
import { useSpinWheel } from '../api/spin-wheel';
import { showError, showSuccess } from '../lib/alerts';
import { formatCount } from '../lib/format';
import { LoadFailed } from './load-failed';
import { Skeleton } from './skeleton';
import { WheelFairness } from './wheel-fairness';
import { WheelPrizes } from './wheel-prizes';
import { WheelWidget, type WheelHandle } from './wheel-widget';
import { TEXT } from '../lib/text';

/** SPEC §9: after the server answered, the wheel starts turning 1500 ms later. */
const SPIN_START_DELAY_MS = 1500;

type Phase = 'idle' | 'drawing' | 'starting' | 'spinning';

interface LastSpin {
  message: string;
  prize: WheelPrize;
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The prize wheel: tickets, the widget, the spin button, the result and the real odds. The prize is
 * drawn on the server (provably fair); the wheel only turns to the segment the server answered, and the
 * balances refresh once it has stopped.
 */
export function PrizeWheel() {
  const queryClient = useQueryClient();
  const { data: wheel, isPending, error, refetch } = useWheel();
  const spin = useSpinWheel();
  const widget = useRef<WheelHandle>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [last, setLast] = useState<LastSpin>();

  async function onSpin() {
    setPhase('drawing');
    try {
      const res = await spin.mutateAsync();
      setPhase('starting');
      await wait(SPIN_START_DELAY_MS);
      setPhase('spinning');
      await widget.current?.spinTo(res.data.prize.index);
      const result = { message: res.message ?? res.data.prize.label, ...res.data };
      setLast(result);
      setPhase('idle');
      void refreshMoney(queryClient);
      // A prize is a success; "no prize" is said plainly, without a celebration.
      if (result.prize.kind !== 'NONE') await showSuccess(TEXT.wheelResultTitle, result.message);
    } catch (err) {
      setPhase('idle');
      await showError(errorMessage(err));
    }
  }

  if (error && !wheel) return <LoadFailed error={error} onRetry={() => void refetch()} />;
  const busy = phase !== 'idle';
  // Without a ticket the spin cannot work: the button says so, and the line under it says how to earn one.
  const noTicket = wheel?.tickets === 0 && !busy;
  const status = phase === 'drawing' ? TEXT.wheelDrawing : busy ? TEXT.wheelSpinning : (last?.message ?? '');

  return (
    <div className="wheel-page">
      <section className="card panel" aria-labelledby="wheel-title">
        <h2 id="wheel-title" className="sr-only">
          {TEXT.navSpinner}
        </h2>
        <dl className="figures">
          <div>
            <dt>{TEXT.wheelTickets}</dt>
            <dd>{wheel ? `${formatCount(wheel.tickets)} ${TEXT.wheelTicketsUnit}` : <Skeleton />}</dd>
          </div>
          <div>
            <dt>{TEXT.wheelCoins}</dt>
            <dd>{wheel ? formatCount(wheel.coins) : <Skeleton />}</dd>
          </div>
        </dl>
        {isPending || !wheel ? <Skeleton width="100%" /> : <WheelWidget ref={widget} prizes={wheel.prizes} />}
        <p className="wheel-status" role="status" aria-live="polite">
          {status}
        </p>
        <button
          type="button"
          className="btn btn-primary btn-block btn-lg"
          disabled={!wheel || busy || noTicket}
          aria-busy={busy}
          aria-describedby="wheel-how-to"
          onClick={() => void onSpin()}
        >
          {busy ? TEXT.wheelSpinning : noTicket ? TEXT.wheelNoTicketYet : TEXT.wheelSpin}
        </button>
        {wheel && (
          <p id="wheel-how-to" className="field__hint">
            {fillMessage(TEXT.wheelHowTo, {
              every: wheel.ticketEvery,
              progress: wheel.ticketProgress,
            })}
          </p>
        )}
      </section>
      {wheel && (
        <section className="card">
          <WheelPrizes prizes={wheel.prizes} />
        </section>
      )}
      <WheelFairness next={busy ? undefined : wheel?.fairness} last={last?.fairness} />
    </div>
  );
}
