import 'pixi.js/unsafe-eval';
import { Application, Container, Graphics, Sprite, type Texture } from 'pixi.js';
import { reelMotion, type ReelMotion } from './reel-motion';
import { preferredRenderer } from './renderer-choice';
import { symbolTextures } from './symbol-textures';

/**
 * The slot's reels drawn with PixiJS (this module and pixi.js load only with the slot routes). Reels
 * spin together and stop one by one, reel 1 first; winning lines are drawn across the cells they pay.
 * The page's CSP allows no eval: pixi.js/unsafe-eval swaps Pixi's generated shader code for plain functions.
 *
 * For the browser test's frame-time measurement, every frame's ticker.deltaMS while the reels move is
 * pushed onto `window.__slotFrames`.
 */
declare global {
  interface Window {
    __slotFrames?: number[];
  }
}

export interface ReelsOptions {
  game: 'slot' | 'naga';
  symbols: readonly string[];
  /** Per reel, top to bottom: the window shown before the first spin. */
  window: string[][];
  rows: number;
}

export interface Reels {
  start(): void;
  /** Stops reel after reel on `window`; resolves when the last one rests. */
  stop(window: string[][], turbo: boolean): Promise<void>;
  /** Draws the winning lines (each a row index per reel); none clears them. */
  showLines(lines: number[][]): void;
  destroy(): void;
}

const GAP = 6;
const STOP_GAP_MS = { normal: 260, turbo: 70 };
const LAND_CELLS = { normal: 5, turbo: 2 };
/** How long winning lines pulse before the picture rests. */
const PULSE_MS = 2500;

export async function createReels(host: HTMLElement, options: ReelsOptions): Promise<Reels> {
  const reelCount = options.window.length;
  const width = Math.min(host.clientWidth || 320, 560);
  const cell = Math.floor((width - GAP * (reelCount - 1)) / reelCount);
  const height = cell * options.rows;
  const app = new Application();
  await app.init({
    width,
    height,
    backgroundAlpha: 0,
    antialias: false,
    resolution: Math.min(window.devicePixelRatio || 1, 2),
    autoDensity: true,
    preference: preferredRenderer(),
  });
  app.canvas.setAttribute('aria-hidden', 'true');
  // Which renderer Pixi chose (webgl, webgpu or canvas): the frame-time test reports it.
  host.dataset.renderer = app.renderer.name;
  host.replaceChildren(app.canvas);
  const textures: Record<string, Texture> = await symbolTextures(
    app.renderer,
    options.game,
    options.symbols,
    cell,
  );
  const randomSymbol = () => options.symbols[Math.floor(Math.random() * options.symbols.length)]!;

  const reels: { motion: ReelMotion; sprites: Sprite[] }[] = options.window.map((column, r) => {
    const box = new Container();
    box.x = r * (cell + GAP);
    box.addChild(new Graphics().roundRect(0, 0, cell, height, 10).fill({ color: 0x17130d }));
    const mask = new Graphics().rect(0, 0, cell, height).fill({ color: 0xffffff });
    box.addChild(mask);
    const strip = new Container();
    strip.mask = mask;
    box.addChild(strip);
    const sprites = Array.from({ length: options.rows + 1 }, () => {
      const sprite = new Sprite();
      sprite.width = cell;
      sprite.height = cell;
      strip.addChild(sprite);
      return sprite;
    });
    app.stage.addChild(box);
    return { motion: reelMotion(column, randomSymbol), sprites };
  });
  const lines = new Graphics();
  app.stage.addChild(lines);

  const draw = () => {
    for (const { motion, sprites } of reels) {
      const first = Math.floor(motion.top);
      sprites.forEach((sprite, i) => {
        sprite.texture = textures[motion.at(first + i)] ?? sprite.texture;
        sprite.width = cell;
        sprite.height = cell;
        sprite.y = (first + i - motion.top) * cell;
      });
    }
  };
  draw();

  // The ticker runs only while something moves: an idle slot draws nothing, which spares a phone's battery.
  let pulse = 0;
  app.ticker.add((ticker) => {
    let moving = false;
    for (const reel of reels) moving = reel.motion.step(ticker.deltaMS) || moving;
    if (moving) {
      (window.__slotFrames ??= []).push(ticker.deltaMS);
      draw();
    }
    if (lines.visible) {
      pulse += ticker.deltaMS;
      lines.alpha = 0.65 + 0.35 * Math.sin(pulse / 160);
    }
    // This tick's render still runs (Pixi's, after this listener); the next is not asked for.
    if (!moving && (!lines.visible || pulse > PULSE_MS)) app.ticker.stop();
  });
  const wake = () => app.ticker.start();

  // Drawn with its art: the browser test waits for this before it measures frames.
  host.dataset.ready = 'true';

  const centre = (reel: number, row: number): [number, number] => [
    reel * (cell + GAP) + cell / 2,
    row * cell + cell / 2,
  ];

  return {
    start() {
      lines.clear();
      lines.visible = false;
      for (const reel of reels) reel.motion.start();
      wake();
    },
    async stop(window, turbo) {
      const speed = turbo ? 'turbo' : 'normal';
      const landed: Promise<void>[] = [];
      for (const [r, reel] of reels.entries()) {
        if (r > 0) await new Promise((resolve) => setTimeout(resolve, STOP_GAP_MS[speed]));
        landed.push(reel.motion.stop(window[r] ?? [], LAND_CELLS[speed]));
      }
      await Promise.all(landed);
      draw();
    },
    showLines(paying) {
      lines.clear();
      for (const line of paying) {
        const points = line.map((row, reel) => centre(reel, row));
        for (const [x, y] of points)
          lines.roundRect(x - cell / 2 + 3, y - cell / 2 + 3, cell - 6, cell - 6, 10);
        lines.stroke({ color: 0xe8b84a, width: 4 });
        lines.moveTo(...points[0]!);
        for (const point of points.slice(1)) lines.lineTo(...point);
        lines.stroke({ color: 0xffe08a, width: 5, cap: 'round', join: 'round' });
      }
      pulse = 0;
      lines.visible = paying.length > 0;
      wake();
    },
    destroy() {
      app.destroy(true, { children: true, texture: false });
    },
  };
}
