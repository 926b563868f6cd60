import { fillMessage } from '@chokdee/contracts';
import { useState } from 'react';
import { FormDateField } from '../../components/date-field';
import { useZodForm } from '../../components/field';
import { useI18n, type MessageKey } from '../../i18n';
import {
  bangkokToday,
  customRangeSchema,
  formatRange,
  presetRange,
  RANGE_PRESETS,
  type PickedRange,
  type RangePreset,
} from '../../lib/report-range';
import './reports.css';

const PRESET_LABEL: Record<RangePreset, MessageKey> = {
  today: 'rangeToday',
  yesterday: 'rangeYesterday',
  '7d': 'range7d',
  '30d': 'range30d',
  custom: 'rangeCustom',
};

/**
 * Today, yesterday, 7 days, 30 days (each ending today, Bangkok days) or a custom from–to, checked as the
 * server checks it; the range shown is written out below in the catalogue's date format.
 */
export function RangePicker({ range, onRange }: { range: PickedRange; onRange: (r: PickedRange) => void }) {
  const { t, lang } = useI18n();
  const [customOpen, setCustomOpen] = useState(false);
  const showCustom = customOpen || range.preset === 'custom';
  const pick = (preset: RangePreset) => {
    if (preset === 'custom') return setCustomOpen(true);
    setCustomOpen(false);
    onRange({ preset, ...presetRange(preset, bangkokToday()) });
  };
  return (
    <div className="range-picker">
      <div className="segmented range-picker__presets" role="group" aria-label={t.rangeLabel}>
        {RANGE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="segmented__item"
            aria-pressed={preset === 'custom' ? showCustom : !showCustom && range.preset === preset}
            onClick={() => pick(preset)}
          >
            {t[PRESET_LABEL[preset]]}
          </button>
        ))}
      </div>
      {showCustom && <CustomRange key={`${range.from}/${range.to}`} range={range} onRange={onRange} />}
      <p className="muted range-picker__showing">
        {fillMessage(t.rangeShowing, { range: formatRange(range, lang) })}
      </p>
    </div>
  );
}

function CustomRange({ range, onRange }: { range: PickedRange; onRange: (r: PickedRange) => void }) {
  const { t } = useI18n();
  const form = useZodForm(customRangeSchema, { defaultValues: { from: range.from, to: range.to } });
  const { errors } = form.formState;
  // Reports look back: no year after this one (the browser's date input had `max` today).
  const thisYear = Number(bangkokToday().slice(0, 4));
  const years = [thisYear - 5, thisYear] as const;
  return (
    <form
      className="filters range-picker__custom"
      aria-label={t.rangeCustom}
      noValidate
      onSubmit={form.handleSubmit((r) => onRange({ preset: 'custom', ...r }))}
    >
      <FormDateField
        control={form.control}
        name="from"
        label={t.rangeFrom}
        error={errors.from?.message}
        years={years}
      />
      <FormDateField
        control={form.control}
        name="to"
        label={t.rangeTo}
        error={errors.to?.message}
        years={years}
      />
      <div className="filters__actions">
        <button type="submit" className="btn btn-primary btn-sm">
          {t.rangeApply}
        </button>
      </div>
    </form>
  );
}
