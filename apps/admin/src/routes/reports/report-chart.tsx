import { fillMessage, type ReportDayRow } from '@chokdee/contracts';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useI18n } from '../../i18n';
import { formatMoney } from '../../i18n/format';
import { REPORT_LABEL } from '../../lib/report-labels';
import { formatCompact, formatCount, formatDay, formatRange, formatShortDay } from '../../lib/report-range';
import './reports.css';

/** A figure of the daily rows a chart can draw. */
export type ChartFigure = Exclude<keyof ReportDayRow, 'day'>;

export interface ChartLine {
  figure: ChartFigure;
  color: string;
}

interface ReportChartProps {
  title: string;
  rows: readonly ReportDayRow[];
  lines: readonly ChartLine[];
  /** Baht (2 decimals) or a count of members. */
  money: boolean;
}

// The theme's colours (apps/web base.css): canvas text cannot read CSS variables by itself.
const AXIS = '#b4bac6';
const GRID = '#343a48';
// Second and third lines are dashed and dotted: told apart without their colour.
const DASHES = [undefined, [8, 4], [2, 4]];
/** Day steps the x axis may label: every day, every 2nd, 5th, a week, two weeks, a month… */
const DAY_STEPS = [1, 2, 5, 7, 14, 30, 61, 91, 183];

/** Steps the y axis of a count may take. */
const COUNT_STEPS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000,
];

const heightFor = (width: number) => (width < 480 ? 200 : 240);

/**
 * A line chart of daily report figures (uPlot, canvas). The canvas is an image to a screen reader, named by
 * a summary of the figures (each line's total and its highest day); the exact numbers are in the legend
 * (of the day under the pointer) and in the daily table of the reports screen.
 */
export default function ReportChart({ title, rows, lines, money }: ReportChartProps) {
  const { t, lang } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  const format = money ? formatMoney : formatCount;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const days = rows.map((r) => r.day);
    const font = `12px ${getComputedStyle(el).fontFamily}`;
    const axis = (values: uPlot.Axis['values'], size?: number): uPlot.Axis => ({
      stroke: AXIS,
      font,
      grid: { stroke: GRID, width: 1 },
      ticks: { stroke: GRID, width: 1 },
      values,
      ...(size ? { size } : {}),
    });
    const width = el.clientWidth;
    const plot = new uPlot(
      {
        width,
        height: heightFor(width),
        scales: { x: { time: false } },
        series: [
          {
            label: t.repDay,
            value: (_u, i) => (i == null ? '–' : formatDay(days[i] ?? '', lang)),
          },
          ...lines.map((line, n): uPlot.Series => ({
            label: t[REPORT_LABEL[line.figure]],
            stroke: line.color,
            width: 2,
            ...(DASHES[n] ? { dash: DASHES[n] } : {}),
            points: { show: rows.length <= 31, size: 5, fill: line.color },
            value: (_u, v) => (v == null ? '–' : format(v)),
          })),
        ],
        axes: [
          {
            ...axis((_u, splits) =>
              splits.map((i) => (Number.isInteger(i) && days[i] ? formatShortDay(days[i], lang) : '')),
            ),
            incrs: DAY_STEPS,
            space: 56,
          },
          {
            ...axis((_u, splits) => splits.map(formatCompact), 56),
            // Members are whole people: no 0.5 on the axis.
            ...(money ? {} : { incrs: COUNT_STEPS }),
          },
        ],
        legend: { live: true },
      },
      [rows.map((_, i) => i), ...lines.map((line) => rows.map((r) => r[line.figure]))],
      el,
    );
    const resize = new ResizeObserver(() => {
      const next = el.clientWidth;
      if (next > 0 && next !== plot.width) plot.setSize({ width: next, height: heightFor(next) });
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [rows, lines, lang, t, format, money]);

  const first = rows[0];
  const last = rows.at(-1);
  const series = lines
    .map(({ figure }) => {
      let total = 0;
      let top = rows[0];
      for (const row of rows) {
        total += row[figure];
        if (top === undefined || row[figure] > top[figure]) top = row;
      }
      return fillMessage(t.chartSeriesSummary, {
        label: t[REPORT_LABEL[figure]],
        total: format(money ? Math.round(total * 100) / 100 : total),
        max: format(top?.[figure] ?? 0),
        day: top ? formatDay(top.day, lang) : '',
      });
    })
    .join('; ');
  const summary =
    first && last
      ? fillMessage(t.chartSummary, {
          title,
          range: formatRange({ from: first.day, to: last.day }, lang),
          series,
        })
      : title;

  return (
    <figure className="chart">
      <figcaption className="chart__title">{title}</figcaption>
      <div ref={box} className="chart__plot" role="img" aria-label={summary} />
    </figure>
  );
}
