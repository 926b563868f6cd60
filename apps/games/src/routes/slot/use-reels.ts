import { useEffect, useRef, type RefObject } from 'react';
import type { Reels, ReelsOptions } from './pixi-reels';

/**
 * Loads the PixiJS reels into `host` (a dynamic import: pixi.js is in the slot's own chunks) and answers a
 * ref to them once drawn. Until then (a slow phone still loading the art) spins play without animation:
 * a member is never kept from playing by the picture.
 */
export function useReels(host: RefObject<HTMLDivElement | null>, options: ReelsOptions) {
  const reels = useRef<Reels | undefined>(undefined);
  const { rows } = options;
  const initial = useRef(options);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    let live = true;
    const made = import('./pixi-reels').then(({ createReels }) =>
      createReels(el, { ...initial.current, rows }),
    );
    made.then(
      (r) => {
        if (live) reels.current = r;
        else r.destroy();
      },
      (err: unknown) => console.warn('slot: the reels could not be drawn', err),
    );
    return () => {
      live = false;
      reels.current?.destroy();
      reels.current = undefined;
    };
  }, [host, rows]);
  return reels;
}
