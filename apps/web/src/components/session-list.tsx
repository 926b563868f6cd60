import { fillMessage, TH_WEB, type MemberSession } from '@chokdee/contracts';
import { useNavigate } from 'react-router';
import { useSessions } from '../api/list-sessions';
import { signOutEverywhere } from '../api/logout-all';
import { errorMessage } from '../api/client';
import { paths } from '../config/paths';
import { askYesNo, showError } from '../lib/alerts';
import { formatDate } from '../lib/format';
import { Icon } from './icons';
import { Skeleton } from './skeleton';
import { LANG, TEXT } from '../lib/text';

/** A session's device and masked address, as the server named them ("Chrome บน Android · 203.0.113.x"). */
export function seenFrom(s: { device: string | null; ip: string | null }) {
  return [deviceIn(s.device), s.ip].filter(Boolean).join(' · ');
}

/** The server names devices in Thai ("Chrome บน Android", apps/server/src/lib/device-name.ts). */
function deviceIn(device: string | null) {
  if (!device || device === TH_WEB.sessionUnknownDevice) return TEXT.sessionUnknownDevice;
  return LANG === 'en' ? device.replace(' บน ', ' on ') : device;
}

function SessionRow({ session }: { session: MemberSession }) {
  return (
    <li className="session">
      <p className="session__device">
        <Icon name="user" size={18} />
        <span>{seenFrom(session)}</span>
        {session.current && <span className="session__this">{TEXT.sessionThisDevice}</span>}
      </p>
      <p className="session__when">
        {fillMessage(TEXT.sessionSignedIn, { time: formatDate(session.createdAt) })}
      </p>
      <p className="session__when">
        {fillMessage(TEXT.sessionLastSeen, { time: formatDate(session.lastSeenAt) })}
      </p>
    </li>
  );
}

/** The profile's "อุปกรณ์ที่เข้าสู่ระบบ": the member's live sessions and "ออกจากระบบทุกเครื่อง" (asked first). */
export function SessionList() {
  const { data } = useSessions();
  const navigate = useNavigate();

  async function logoutEverywhere() {
    if (!(await askYesNo(TEXT.logoutAllQuestion))) return;
    try {
      await signOutEverywhere();
      void navigate(paths.login.getHref(), { replace: true });
    } catch (err) {
      await showError(errorMessage(err));
    }
  }

  return (
    <section className="card sessions" aria-labelledby="sessions-title">
      <h2 id="sessions-title" className="card__title">
        {TEXT.sessionsTitle}
      </h2>
      {data ? (
        <ul className="sessions__list">
          {data.sessions.map((s) => (
            <SessionRow key={s.id} session={s} />
          ))}
        </ul>
      ) : (
        <Skeleton width="100%" />
      )}
      <button type="button" className="btn btn-ghost btn-block" onClick={() => void logoutEverywhere()}>
        <Icon name="logout" size={18} />
        {TEXT.logoutAll}
      </button>
    </section>
  );
}
