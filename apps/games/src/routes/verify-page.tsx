import { houseRotateSeeds, type HouseRound } from '@chokdee/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { Notice, type NoticeState } from '../components/notice';
import { RoundItem } from '../components/round-item';
import { Screen } from '../components/screen';
import { VerdictView } from '../components/verdict-view';
import { fill, T } from '../i18n';
import { errorText, houseCall } from '../lib/api';
import { useHouse } from '../lib/house-store';
import { verifyRound, type Verdict, type VerifyInput } from '../lib/verify-round';

const EMPTY: Record<keyof VerifyInput, string> = {
  game: 'slot',
  serverSeed: '',
  serverSeedHash: '',
  clientSeed: '',
  nonce: '',
};

/**
 * ตรวจสอบความโปร่งใส: how a round is drawn, the member's latest rounds (a revealed one fills the replay form),
 * seed rotation (reveals the server seed in use), and the replay of any round from its seeds. Without a
 * session the replay still works for a round typed in by hand.
 */
export function VerifyPage() {
  const house = useHouse();
  const { state, version } = house;
  const [rounds, setRounds] = useState<HouseRound[]>();
  const [form, setForm] = useState(EMPTY);
  const [seedTyped, setSeedTyped] = useState(false);
  const [verdict, setVerdict] = useState<Verdict | string>();
  const [newSeed, setNewSeed] = useState('');
  const [revealed, setRevealed] = useState('');
  const [notice, setNotice] = useState<NoticeState>({ text: '', kind: 'info' });
  const games =
    state?.games.map((g) => [g.game, T.games[g.game] ?? g.title] as const) ??
    Object.entries(T.games).slice(0, 4);

  useEffect(() => {
    if (!state) return;
    house.rounds().then(setRounds, (err: unknown) => setNotice({ text: errorText(err), kind: 'error' }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again when a round or the seeds change
  }, [version, Boolean(state)]);

  const check = async (input: Record<keyof VerifyInput, string>) => {
    try {
      setVerdict(
        await verifyRound({
          game: input.game as VerifyInput['game'], // one of the select's options; the server checks it
          serverSeed: input.serverSeed.trim(),
          serverSeedHash: input.serverSeedHash.trim(),
          clientSeed: input.clientSeed,
          nonce: Number(input.nonce),
        }),
      );
    } catch (err) {
      setVerdict(errorText(err));
    }
  };
  const fillFrom = (round: HouseRound) => {
    const input = { ...round, serverSeed: round.serverSeed ?? '', nonce: String(round.nonce) };
    setForm(input);
    void check(input);
    // The replay and its verdict sit under the whole list: on a phone the press would seem to do nothing.
    document.getElementById('replay-title')?.scrollIntoView({ block: 'start' });
  };
  const rotate = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const data = await houseCall(houseRotateSeeds, { body: newSeed ? { clientSeed: newSeed } : {} });
      setRevealed(fill(T.revealed, { seed: data.revealed.serverSeed, rounds: data.revealed.rounds }));
      house.settle({ balance: state?.balance ?? 0, fairness: data.fairness });
    } catch (err) {
      setNotice({ text: errorText(err), kind: 'error' });
    }
  };
  // The member's current client seed until they type another or pick a round.
  const shown = {
    ...form,
    clientSeed: form.clientSeed || (seedTyped ? '' : (state?.fairness.clientSeed ?? '')),
  };
  const field = (key: keyof VerifyInput) => ({
    value: shown[key],
    onChange: (e: { target: { value: string } }) => {
      if (key === 'clientSeed') setSeedTyped(true);
      setForm({ ...shown, [key]: e.target.value });
    },
    autoComplete: 'off',
  });

  return (
    <Screen title={T.verifyTitle}>
      <section className="panel verify-how">
        <h2>{T.howTitle}</h2>
        <ol className="small steps">
          {T.howSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      {rounds && (
        <section className="panel verify-rounds" aria-labelledby="history-title">
          <h2 id="history-title">{T.historyTitle}</h2>
          <ul className="rounds">
            {rounds.length === 0 && <li className="small">{T.noHistory}</li>}
            {rounds.map((round) => (
              <RoundItem key={round.id} round={round}>
                {round.serverSeed ? (
                  <button type="button" className="secondary" onClick={() => fillFrom(round)}>
                    {T.check}
                  </button>
                ) : (
                  <span className="small">{T.seedHidden}</span>
                )}
              </RoundItem>
            ))}
          </ul>
        </section>
      )}
      {state && (
        <section className="panel verify-rotate" aria-labelledby="rotate-title">
          <h2 id="rotate-title">{T.rotateTitle}</h2>
          <p className="small">{T.rotateHelp}</p>
          <form className="form" onSubmit={(e) => void rotate(e)}>
            <label>
              {T.newClientSeed}
              <input
                maxLength={64}
                autoComplete="off"
                value={newSeed}
                onChange={(e) => setNewSeed(e.target.value)}
              />
            </label>
            <button className="primary" type="submit">
              {T.rotate}
            </button>
          </form>
          <p className="mono small">{revealed}</p>
        </section>
      )}
      <section className="panel verify-replay" aria-labelledby="replay-title">
        <h2 id="replay-title">{T.replayTitle}</h2>
        <form
          className="form"
          onSubmit={(e) => {
            e.preventDefault();
            void check(shown);
          }}
        >
          <label>
            {T.game}
            <select {...field('game')}>
              {games.map(([code, title]) => (
                <option key={code} value={code}>
                  {title}
                </option>
              ))}
            </select>
          </label>
          <label>
            {T.serverSeed}
            <input required pattern="[0-9a-f]{64}" {...field('serverSeed')} />
          </label>
          <label>
            {T.serverSeedHash}
            <input required pattern="[0-9a-fA-F]{64}" {...field('serverSeedHash')} />
          </label>
          <label>
            {T.clientSeed}
            <input required maxLength={64} {...field('clientSeed')} />
          </label>
          <label>
            {T.round}
            <input required type="number" min="0" step="1" inputMode="numeric" {...field('nonce')} />
          </label>
          <button className="primary" type="submit">
            {T.check}
          </button>
        </form>
        <div className="verdict">
          {typeof verdict === 'string' ? (
            <p className="bad">{verdict}</p>
          ) : (
            verdict && <VerdictView verdict={verdict} />
          )}
        </div>
      </section>
      <Notice notice={notice} />
    </Screen>
  );
}
