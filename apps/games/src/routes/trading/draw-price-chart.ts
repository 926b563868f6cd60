/** Colours of the chart, the theme's (styles/games.css). */
const COLORS = {
  bg: '#0d0b08',
  grid: '#3b3124',
  entry: '#b6ab99',
  up: '#5bd08a',
  down: '#ff7a6b',
  flat: '#e8b84a',
};
const PAD = { x: 8, top: 12, bottom: 12 };

/**
 * Draws a trading round's price path on a canvas: the entry (start) price as a dashed line across, and the
 * path up to `shown` ticks (fractional: the last segment grows smoothly between two ticks), coloured by
 * where it stands against the entry, with a dot at its head. The scale covers the whole path from the
 * start, so the axis never jumps while the round runs.
 */
export function drawPriceChart(
  ctx: CanvasRenderingContext2D,
  width: number,
  height: number,
  prices: number[],
  shown: number,
) {
  ctx.fillStyle = COLORS.bg;
  ctx.fillRect(0, 0, width, height);
  const entry = prices[0] ?? 0;
  const low = Math.min(...prices, entry) - 0.5;
  const high = Math.max(...prices, entry) + 0.5;
  const steps = Math.max(1, prices.length - 1);
  const x = (i: number) => PAD.x + (i / steps) * (width - 2 * PAD.x);
  const y = (p: number) => PAD.top + (1 - (p - low) / (high - low)) * (height - PAD.top - PAD.bottom);

  ctx.strokeStyle = COLORS.grid;
  ctx.lineWidth = 1;
  for (let i = 0; i <= steps; i++) {
    ctx.beginPath();
    ctx.moveTo(Math.round(x(i)) + 0.5, PAD.top);
    ctx.lineTo(Math.round(x(i)) + 0.5, height - PAD.bottom);
    ctx.stroke();
  }
  ctx.strokeStyle = COLORS.entry;
  ctx.setLineDash([4, 4]);
  ctx.beginPath();
  ctx.moveTo(0, y(entry));
  ctx.lineTo(width, y(entry));
  ctx.stroke();
  ctx.setLineDash([]);

  const whole = Math.min(Math.floor(shown), steps);
  const part = Math.min(shown, steps) - whole;
  const points: [number, number][] = [];
  for (let i = 0; i <= whole; i++) points.push([x(i), y(prices[i] ?? entry)]);
  const next = prices[whole + 1];
  let head = prices[whole] ?? entry;
  if (part > 0 && next !== undefined) {
    head = head + (next - head) * part;
    points.push([x(whole + part), y(head)]);
  }
  if (points.length < 2) return;
  ctx.strokeStyle = head > entry ? COLORS.up : head < entry ? COLORS.down : COLORS.flat;
  ctx.lineWidth = 3;
  ctx.lineJoin = 'round';
  ctx.beginPath();
  points.forEach(([px, py], i) => (i === 0 ? ctx.moveTo(px, py) : ctx.lineTo(px, py)));
  ctx.stroke();
  const [hx, hy] = points[points.length - 1]!;
  ctx.fillStyle = ctx.strokeStyle;
  ctx.beginPath();
  ctx.arc(hx, hy, 5, 0, Math.PI * 2);
  ctx.fill();
}
