/**
 * The motion of one reel, free of drawing: a strip of symbols indexed downward, and `top`, the strip
 * position at the window's top edge (in cells). Spinning moves `top` up the strip (symbols travel down);
 * stopping writes the drawn symbols at a cell a few cells ahead and eases into it with a small bounce, its
 * start speed matched to the spin so the reel never jerks.
 */
export interface ReelMotion {
  top: number;
  /** Symbol at a strip index. */
  at(index: number): string;
  start(): void;
  /** Lands on `rows` (top to bottom) after travelling `cells`; resolves when it rests. */
  stop(rows: string[], cells: number): Promise<void>;
  /** Advances by `ms`; answers whether the reel moves. */
  step(ms: number): boolean;
}

/** Cells per millisecond at full speed. */
export const SPIN_SPEED = 0.025;

/** Ease-out with a slight overshoot (easeOutBack), the reel's landing. */
const OVERSHOOT = 1.2;
const land = (t: number) => 1 + (OVERSHOOT + 1) * (t - 1) ** 3 + OVERSHOOT * (t - 1) ** 2;
/** land'(0): how many times its average speed the landing starts with. */
const LAND_START_SPEED = OVERSHOOT + 3;

export function reelMotion(initial: string[], randomSymbol: () => string): ReelMotion {
  const strip = new Map<number, string>();
  initial.forEach((s, i) => strip.set(i, s));
  let spinning = false;
  let landing: { from: number; to: number; ms: number; elapsed: number; done: () => void } | undefined;
  const motion: ReelMotion = {
    top: 0,
    at(index) {
      let symbol = strip.get(index);
      if (symbol === undefined) {
        symbol = randomSymbol();
        strip.set(index, symbol);
      }
      return symbol;
    },
    start() {
      spinning = true;
      landing = undefined;
    },
    stop(rows, cells) {
      const to = Math.floor(motion.top) - Math.max(2, Math.round(cells));
      rows.forEach((s, i) => strip.set(to + i, s));
      // Forget what scrolled past, so the strip stays small however long the session.
      for (const key of strip.keys()) if (key > to + rows.length + 2) strip.delete(key);
      return new Promise<void>((done) => {
        const distance = motion.top - to;
        // The landing starts faster than its average: this duration makes its start the spin's speed.
        landing = { from: motion.top, to, ms: (LAND_START_SPEED * distance) / SPIN_SPEED, elapsed: 0, done };
        spinning = false;
      });
    },
    step(ms) {
      if (landing) {
        landing.elapsed = Math.min(landing.ms, landing.elapsed + ms);
        const t = landing.elapsed / landing.ms;
        motion.top = landing.from + (landing.to - landing.from) * land(t);
        if (t >= 1) {
          motion.top = landing.to;
          const { done } = landing;
          landing = undefined;
          done();
        }
        return true;
      }
      if (spinning) {
        motion.top -= SPIN_SPEED * ms;
        return true;
      }
      return false;
    },
  };
  return motion;
}
