import { houseGetPlaySession, type PlaySession } from '@chokdee/contracts';
import { realityCheckFacts, startRealityCheck } from '@chokdee/web-kit';
import { useEffect, useRef, useState } from 'react';
import { T } from '../i18n';
import { houseCall } from '../lib/api';
import { shownDate } from '../lib/date-text';
import { useHouse } from '../lib/house-store';
import { wayBackTarget } from '../lib/way-back';

const loadPlaySession = () => houseCall(houseGetPlaySession);

/**
 * The reality check over the house pages (issue 27, UKGC RTS 13): every `realityCheckMinutes` of the
 * member's play session (the operator counts it: /house/api/play-session) a modal with the time played
 * and the session's net result. "เล่นต่อ" closes it; "ออกจากเกม" leaves for the member app page the game
 * was launched from.
 */
export function RealityCheck() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [due, setDue] = useState<PlaySession>();
  const resume = useRef<() => void>(undefined);
  // Asked once the house session has started (the launch token traded): the call needs it.
  const started = useHouse().state !== undefined;

  useEffect(() => {
    if (!started) return;
    const clock = startRealityCheck(loadPlaySession, setDue);
    resume.current = clock.resume;
    return () => clock.stop();
  }, [started]);
  useEffect(() => {
    if (due && !dialog.current?.open) dialog.current?.showModal();
  }, [due]);

  if (!due) return null;
  const facts = realityCheckFacts(due, T, shownDate);
  const close = () => {
    dialog.current?.close();
    setDue(undefined);
    resume.current?.();
  };
  return (
    <dialog
      ref={dialog}
      className="sheet reality-check"
      aria-labelledby="reality-check-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <h2 id="reality-check-title">{T.realityCheckTitle}</h2>
      <dl>
        <div>
          <dt>{T.realityCheckPlayed}</dt>
          <dd>{facts.played}</dd>
        </div>
        <div>
          <dt>{T.realityCheckNet}</dt>
          <dd>{facts.net}</dd>
        </div>
      </dl>
      {facts.ends && <p className="small">{facts.ends}</p>}
      <div className="reality-check__actions">
        <button type="button" className="primary" onClick={close}>
          {T.realityCheckContinue}
        </button>
        <button type="button" className="secondary" onClick={() => window.location.assign(wayBackTarget())}>
          {T.realityCheckLeave}
        </button>
      </div>
    </dialog>
  );
}
