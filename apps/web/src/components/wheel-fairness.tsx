import { useState } from 'react';
import { errorMessage } from '../api/client';
import { useWheelSpins } from '../api/get-wheel';
import { useRotateWheelSeeds, useVerifyWheelSpin } from '../api/spin-wheel';
import { showError } from '../lib/alerts';
import { formatDate } from '../lib/format';
import { sha256Hex } from '../lib/wheel-fairness';
import { TEXT } from '../lib/text';

interface Seeds {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

function SeedList({
  seeds,
  serverSeed,
  nonceLabel = TEXT.wheelNonce,
}: {
  seeds: Seeds;
  serverSeed?: string | null | undefined;
  nonceLabel?: string;
}) {
  return (
    <dl className="seed-list">
      <div>
        <dt>{TEXT.wheelServerSeedHash}</dt>
        <dd className="seed">{seeds.serverSeedHash}</dd>
      </div>
      {serverSeed !== undefined && (
        <div>
          <dt>{TEXT.wheelServerSeed}</dt>
          <dd className="seed">{serverSeed ?? TEXT.wheelSeedHidden}</dd>
        </div>
      )}
      <div>
        <dt>{TEXT.wheelClientSeed}</dt>
        <dd className="seed">{seeds.clientSeed}</dd>
      </div>
      <div>
        <dt>{nonceLabel}</dt>
        <dd className="seed">{seeds.nonce}</dd>
      </div>
    </dl>
  );
}

/** Reveal: the server seed of the finished pair, checked against its hash here in the browser. */
function Reveal() {
  const rotate = useRotateWheelSeeds();
  const [localMatch, setLocalMatch] = useState<boolean | null>(null);
  const revealed = rotate.data?.revealed;

  function onRotate() {
    setLocalMatch(null);
    rotate.mutate(undefined, {
      onSuccess: async ({ revealed: r }) => {
        const hash = await sha256Hex(r.serverSeed);
        setLocalMatch(hash === null ? null : hash === r.serverSeedHash.toLowerCase());
      },
      onError: (err) => void showError(errorMessage(err)),
    });
  }

  return (
    <div className="panel">
      <button
        type="button"
        className="btn btn-ghost btn-block"
        disabled={rotate.isPending}
        aria-busy={rotate.isPending}
        onClick={onRotate}
      >
        {rotate.isPending ? TEXT.loading : TEXT.wheelRotate}
      </button>
      {revealed && (
        <div role="status">
          <p className="field__hint">{TEXT.wheelRevealed}</p>
          <SeedList
            seeds={{ ...revealed, nonce: revealed.spins }}
            serverSeed={revealed.serverSeed}
            nonceLabel={TEXT.wheelSpinsWithSeed}
          />
          {localMatch !== null && (
            <p className={localMatch ? 'amount--up' : 'amount--down'}>
              SHA-256: {localMatch ? TEXT.wheelHashMatches : TEXT.wheelHashMismatch}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

function RecentSpins() {
  const { data: spins } = useWheelSpins();
  const verify = useVerifyWheelSpin();
  if (!spins?.length) return null;
  return (
    <section aria-labelledby="wheel-recent-title" className="panel">
      <h3 id="wheel-recent-title" className="panel__title">
        {TEXT.wheelRecent}
      </h3>
      <ol className="row-list row-list--scroll" tabIndex={0} aria-labelledby="wheel-recent-title">
        {spins.map((spin) => {
          const checked = verify.variables === spin.id ? verify : undefined;
          return (
            <li key={spin.id} className="row-item">
              <div className="row-item__head">
                <span>{spin.prize.label}</span>
                {spin.serverSeed !== null && (
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    disabled={verify.isPending}
                    onClick={() =>
                      verify.mutate(spin.id, { onError: (err) => void showError(errorMessage(err)) })
                    }
                  >
                    {TEXT.wheelVerify}
                  </button>
                )}
              </div>
              <time className="row-item__sub" dateTime={spin.createdAt}>
                {formatDate(spin.createdAt)} · {TEXT.wheelNonce} {spin.nonce}
              </time>
              <SeedList seeds={spin} serverSeed={spin.serverSeed} />
              {checked?.data && (
                <p role="status" className={checked.data.ok ? 'amount--up' : 'amount--down'}>
                  {checked.data.ok ? TEXT.wheelVerifyOk : TEXT.wheelVerifyBad}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Provably fair: the committed seeds before a spin, the seeds a spin used, reveal and verification. */
export function WheelFairness({ next, last }: { next: Seeds | undefined; last: Seeds | undefined }) {
  return (
    <section className="card panel" aria-labelledby="wheel-fair-title">
      <h2 id="wheel-fair-title" className="card__title">
        {TEXT.wheelFairTitle}
      </h2>
      {next && (
        <section aria-labelledby="wheel-next-title">
          <h3 id="wheel-next-title" className="panel__title">
            {TEXT.wheelFairNext}
          </h3>
          <SeedList seeds={next} />
        </section>
      )}
      {last && (
        <section aria-labelledby="wheel-last-title">
          <h3 id="wheel-last-title" className="panel__title">
            {TEXT.wheelLastSeeds}
          </h3>
          <SeedList seeds={last} />
        </section>
      )}
      <Reveal />
      <RecentSpins />
    </section>
  );
}
