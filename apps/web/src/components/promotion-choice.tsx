import { useId } from 'react';
import { errorMessage } from '../api/client';
import { useUser } from '../api/get-user';
import { useUpdateBonusSetting } from '../api/update-bonus-setting';
import { askYesNo, showError, showSuccess } from '../lib/alerts';
import { MESSAGE, TEXT } from '../lib/text';

/**
 * SPEC §4: changing the promotion preference asks yes/no first, calls users/setting, reloads the user
 * info and shows 'อัพเดทสภานะโปรโมชั่นเรียบร้อยแล้ว'. The control always shows the server's state.
 */
function useBonusChoice() {
  const { data: user } = useUser();
  const update = useUpdateBonusSetting();
  const current = user?.BonusInfo.isBonus;

  async function choose(next: boolean) {
    if (current === undefined || next === current || update.isPending) return;
    if (!(await askYesNo(next ? TEXT.promotionConfirmOn : TEXT.promotionConfirmOff))) return;
    try {
      const res = await update.mutateAsync(next);
      await showSuccess(res.message ?? MESSAGE.promotionUpdated);
    } catch (err) {
      await showError(errorMessage(err));
    }
  }
  return { current, choose, busy: current === undefined || update.isPending };
}

/** The deposit dialog's choice: receive or not receive promotions, with SPEC §4's switch-back note. */
export function PromotionChoice() {
  const { current, choose, busy } = useBonusChoice();
  const name = useId();
  const options = [
    { value: true, label: TEXT.promotionReceive },
    { value: false, label: TEXT.promotionNotReceive },
  ];
  return (
    <fieldset className="choice" aria-busy={busy}>
      <legend className="section-title">{TEXT.promotionChoiceTitle}</legend>
      <div className="choice__options">
        {options.map((option) => (
          <label key={option.label} className="choice__option">
            <input
              type="radio"
              className="choice__input"
              name={name}
              checked={current === option.value}
              disabled={busy}
              onChange={() => void choose(option.value)}
            />
            <span className="choice__label">{option.label}</span>
          </label>
        ))}
      </div>
      <p className="note">{TEXT.promotionSwitchBack}</p>
    </fieldset>
  );
}

/** The promotion page's opt-in toggle (a switch with the same confirmation). */
export function PromotionSwitch() {
  const { current, choose, busy } = useBonusChoice();
  return (
    <label className="switch">
      <span>{TEXT.promotionReceive}</span>
      <input
        type="checkbox"
        role="switch"
        className="switch__input"
        checked={current === true}
        aria-checked={current === true}
        disabled={busy}
        onChange={(event) => void choose(event.target.checked)}
      />
    </label>
  );
}
