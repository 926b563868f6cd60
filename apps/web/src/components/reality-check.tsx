import { type PlaySession } from '@chokdee/contracts';
import { realityCheckFacts, startRealityCheck, type RealityCheckClock } from '@chokdee/web-kit';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { loadPlaySession } from '../api/play-limits';
import { paths } from '../config/paths';
import { leaveGame } from '../lib/leave-game';
import { useToken } from '../lib/session';
import '../styles/reality-check.css';
import { Dialog } from './dialog';
import { formatDate, TEXT } from '../lib/text';

/**
 * The reality check (issue 27, UKGC RTS 13): every `realityCheckMinutes` of a running play session a popup
 * with the time played and the session's net result, as the server counts them (GET play-session). Over
 * a framed game too: a modal opened later is on top. "ออกจากเกม" closes the game and goes home.
 */
export function RealityCheck() {
  const token = useToken();
  const navigate = useNavigate();
  const [due, setDue] = useState<PlaySession>();
  const clock = useRef<RealityCheckClock>(undefined);

  useEffect(() => {
    if (!token) return;
    const started = startRealityCheck(loadPlaySession, setDue);
    clock.current = started;
    return () => started.stop();
  }, [token]);

  if (!due) return null;
  const facts = realityCheckFacts(due, TEXT, formatDate);
  const close = () => {
    setDue(undefined);
    clock.current?.resume();
  };
  const leave = () => {
    close();
    leaveGame();
    void navigate(paths.home.getHref());
  };
  return (
    <Dialog title={TEXT.realityCheckTitle} onClose={close}>
      <dl className="reality-check__facts">
        <div>
          <dt>{TEXT.realityCheckPlayed}</dt>
          <dd>{facts.played}</dd>
        </div>
        <div>
          <dt>{TEXT.realityCheckNet}</dt>
          <dd>{facts.net}</dd>
        </div>
      </dl>
      {facts.ends && <p className="reality-check__ends">{facts.ends}</p>}
      <div className="reality-check__actions">
        <button type="button" className="btn btn-primary" onClick={close}>
          {TEXT.realityCheckContinue}
        </button>
        <button type="button" className="btn btn-ghost" onClick={leave}>
          {TEXT.realityCheckLeave}
        </button>
      </div>
    </Dialog>
  );
}
