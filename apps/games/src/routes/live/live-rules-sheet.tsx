import { LIVE_PAYTABLES, LIVE_STAKE_LIMITS, liveRtp, type LiveKind } from '@chokdee/contracts';
import { useRef, useState } from 'react';
import { fill } from '../../i18n';
import { wholeBaht } from '../../lib/money';
import { LT } from './live-text';
import { paysText } from './spot-views';
import { spotLabel, spotRule } from './spot-text';

/**
 * The rules and payout sheet of a live table: every spot, when it wins, what it pays and its exact RTP
 * (contracts' liveRtp, computed from the same paytable the server settles with), and the limits. The
 * figures are computed when the sheet first opens, not on every page load.
 */
export function LiveRulesSheet({ kind, name }: { kind: LiveKind; name: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [rtp, setRtp] = useState<Readonly<Record<string, number>>>();
  const limits = LIVE_STAKE_LIMITS[kind];
  return (
    <>
      <button
        type="button"
        className="secondary"
        onClick={() => {
          setRtp(liveRtp(kind));
          dialog.current?.showModal();
        }}
      >
        {LT.rules}
      </button>
      <dialog ref={dialog} className="sheet live-sheet" aria-labelledby={`rules-${kind}`}>
        <h2 id={`rules-${kind}`}>{fill(LT.rulesTitle, { name })}</h2>
        <table className="paytable">
          <thead>
            <tr>
              <th scope="col">{LT.spot}</th>
              <th scope="col">{LT.pays}</th>
              <th scope="col">{LT.rtp}</th>
            </tr>
          </thead>
          <tbody>
            {LIVE_PAYTABLES[kind].map((spot) => (
              <tr key={spot.code}>
                <th scope="row">
                  {spotLabel(kind, spot)}
                  <span className="small">{spotRule(kind, spot)}</span>
                </th>
                <td>{paysText(spot)}</td>
                <td>{rtp ? `${((rtp[spot.code] ?? 0) * 100).toFixed(2)}%` : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="small">{LT.rtpNote}</p>
        <p className="small">
          {fill(LT.limits, { min: wholeBaht(limits.minBaht), max: wholeBaht(limits.maxBaht) })}
        </p>
        <form method="dialog">
          <button type="submit" className="primary">
            {LT.close}
          </button>
        </form>
      </dialog>
    </>
  );
}
