import { useEffect, useRef } from 'react';
import { T } from '../../i18n';
import { drawPriceChart } from './draw-price-chart';

const HEIGHT = 180;

/** The price path as a canvas chart, drawn again when the path or the revealed part changes. */
export function PriceChart({ prices, shown, label }: { prices: number[]; shown: number; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const draw = () => {
      const ratio = window.devicePixelRatio || 1;
      const width = el.clientWidth || 300;
      if (el.width !== Math.round(width * ratio)) {
        el.width = Math.round(width * ratio);
        el.height = Math.round(HEIGHT * ratio);
      }
      const ctx = el.getContext('2d');
      if (!ctx) return;
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      drawPriceChart(ctx, width, HEIGHT, prices, shown);
    };
    draw();
    const resize = new ResizeObserver(draw);
    resize.observe(el);
    return () => resize.disconnect();
  }, [prices, shown]);
  return (
    <canvas
      ref={canvas}
      className="chart"
      style={{ height: HEIGHT }}
      role="img"
      aria-label={`${T.priceChart}: ${label}`}
      data-drawn={Math.floor(shown)}
    />
  );
}
