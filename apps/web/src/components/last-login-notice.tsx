import { fillMessage } from '@chokdee/contracts';
import { useState } from 'react';
import { useSessions } from '../api/list-sessions';
import { formatDate } from '../lib/format';
import { readItem, writeItem } from '../lib/storage';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { Icon } from './icons';
import { seenFrom } from './session-list';
import { TEXT } from '../lib/text';

/**
 * After a sign-in, the home tells of the sign-in before it ("เข้าสู่ระบบครั้งก่อน: <time> · <device>") until the
 * member closes it: a sign-in the member does not recognise is seen at once. Nothing on a first sign-in.
 */
export function LastLoginNotice() {
  const [pending, setPending] = useState(() => readItem(STORAGE_KEYS.lastLoginNotice) !== null);
  const { data } = useSessions({ enabled: pending });
  const last = data?.lastLogin;
  if (!pending || !last) return null;
  const dismiss = () => {
    writeItem(STORAGE_KEYS.lastLoginNotice, null);
    setPending(false);
  };
  return (
    <div className="notice last-login" role="status">
      <p>{fillMessage(TEXT.lastLoginNotice, { time: formatDate(last.at), device: seenFrom(last) })}</p>
      <button type="button" className="icon-btn" aria-label={TEXT.lastLoginDismiss} onClick={dismiss}>
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
