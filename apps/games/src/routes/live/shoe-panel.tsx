import type { LiveKind } from '@chokdee/contracts';
import { useState } from 'react';
import { fill } from '../../i18n';
import { errorText } from '../../lib/api';
import { verifyLiveShoe, type ShoeVerdict } from '../../lib/verify-live-shoe';
import type { RevealedShoe, ShoeInfo } from './live-state';
import { LT } from './live-text';

function verdictText(v: ShoeVerdict): { text: string; ok: boolean } {
  switch (v.state) {
    case 'ok':
      return { text: fill(LT.verifiedOk, { count: v.rounds }), ok: true };
    case 'not-revealed':
      return { text: LT.notRevealed, ok: false };
    case 'hash-mismatch':
      return { text: fill(LT.verifiedBad, { detail: LT.hashBad }), ok: false };
    case 'count-mismatch':
      return { text: fill(LT.verifiedBad, { detail: fill(LT.countBad, v) }), ok: false };
    case 'round-mismatch':
      return { text: fill(LT.verifiedBad, { detail: fill(LT.roundBad, { n: v.handNo + 1 }) }), ok: false };
  }
}

/** One shoe's seeds and its "ตรวจสอบไพ่ชุดนี้" button, the verdict under it. */
function ShoeSeeds({ shoe, serverSeed }: { shoe: ShoeInfo; serverSeed?: string }) {
  const [verdict, setVerdict] = useState<{ text: string; ok: boolean }>();
  const [busy, setBusy] = useState(false);
  const check = async () => {
    setBusy(true);
    setVerdict({ text: LT.verifying, ok: true });
    try {
      setVerdict(verdictText(await verifyLiveShoe(shoe.id)));
    } catch (err) {
      setVerdict({ text: errorText(err), ok: false });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="shoe">
      <h3>{fill(LT.shoeNo, { n: shoe.shoeNo })}</h3>
      <dl className="seeds">
        <dt>{LT.shoeHash}</dt>
        <dd className="mono">{shoe.serverSeedHash}</dd>
        <dt>{LT.clientSeed}</dt>
        <dd className="mono">{shoe.clientSeed}</dd>
        {serverSeed && (
          <>
            <dt>{LT.serverSeed}</dt>
            <dd className="mono">{serverSeed}</dd>
          </>
        )}
      </dl>
      {serverSeed && (
        <button type="button" className="secondary" disabled={busy} onClick={() => void check()}>
          {LT.verify}
        </button>
      )}
      {verdict && (
        <p className={verdict.ok ? 'small' : 'small bad'} role="status">
          {verdict.text}
        </p>
      )}
    </div>
  );
}

/**
 * The shoe panel: the current shoe's published hash (its seed stays secret until it ends), the shoes that
 * ended while the member watched with their seeds, each verifiable in the browser, and how it works.
 */
export function ShoePanel({
  kind,
  shoe,
  pastShoes,
}: {
  kind: LiveKind;
  shoe: ShoeInfo | null;
  pastShoes: RevealedShoe[];
}) {
  const dice = kind === 'hilo' || kind === 'fishPrawnCrab';
  return (
    <details className="panel shoe-panel">
      <summary>{dice ? LT.diceShoeTitle : LT.shoeTitle}</summary>
      {shoe && <ShoeSeeds shoe={shoe} />}
      <h3>{LT.pastShoes}</h3>
      {pastShoes.length === 0 && <p className="small">{LT.noPastShoes}</p>}
      {pastShoes.map((past) => (
        <ShoeSeeds key={past.id} shoe={past} serverSeed={past.serverSeed} />
      ))}
      <p className="small">{LT.howShoe}</p>
    </details>
  );
}
