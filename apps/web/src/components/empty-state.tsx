import { Icon } from './icons';
import { MESSAGE } from '../lib/text';

/** SPEC §8: empty lists show 'ไม่มีข้อมูล'. */
export function EmptyState({ note }: { note?: string }) {
  return (
    <div className="empty">
      <Icon name="list" size={32} />
      <p className="empty__title">{MESSAGE.noData}</p>
      {note && <p className="empty__note">{note}</p>}
    </div>
  );
}
