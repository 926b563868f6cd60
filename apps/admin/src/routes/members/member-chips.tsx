import { useI18n } from '../../i18n';

/** A member's state in words and colour: locked or active, whether they take promotions, a forced change. */
export function MemberStateChips({
  locked,
  isBonus,
  mustChangePassword = false,
}: {
  locked: boolean;
  isBonus: boolean;
  mustChangePassword?: boolean;
}) {
  const { t } = useI18n();
  return (
    <ul className="chips">
      <li className={locked ? 'chip chip--danger' : 'chip chip--ok'}>
        {locked ? t.memberLocked : t.memberActive}
      </li>
      <li className={isBonus ? 'chip chip--info' : 'chip chip--warn'}>
        {isBonus ? t.memberTakesBonus : t.memberNoBonus}
      </li>
      {mustChangePassword && <li className="chip chip--warn">{t.memberMustChangePassword}</li>}
    </ul>
  );
}
