import { type WheelPrize } from '@chokdee/contracts';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { mountWheelWidget, type WheelWidget as Widget } from '../lib/wheel-widget';
import { Skeleton } from './skeleton';
import { TEXT } from '../lib/text';

export interface WheelHandle {
  /** Turns the wheel to the segment the server drew; resolves at once when the widget is unavailable. */
  spinTo(index: number): Promise<void>;
}

/**
 * The server's wheel widget (SPEC §7 /wheel-script). Decorative for screen readers beyond its label:
 * the prize list and the result text carry the information. If it cannot load, the wheel is left out
 * and spins still work, their result shown as text.
 */
export function WheelWidget({ prizes, ref }: { prizes: WheelPrize[]; ref?: Ref<WheelHandle> }) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<Widget | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // Redraw only when the segments change, not on every refetch of the same table.
  const segmentsKey = prizes.map((p) => `${p.index}:${p.label}`).join('|');

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    let cancelled = false;
    const ordered = [...prizes].sort((a, b) => a.index - b.index);
    mountWheelWidget(el, ordered).then(
      (w) => {
        if (cancelled) return;
        widget.current = w;
        setState('ready');
      },
      () => !cancelled && setState('failed'),
    );
    return () => {
      cancelled = true;
      widget.current = null;
      el.replaceChildren();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by segmentsKey on purpose
  }, [segmentsKey]);

  useImperativeHandle(ref, () => ({
    async spinTo(index) {
      await widget.current?.spinTo(index);
    },
  }));

  return (
    <div className="wheel-box">
      <div ref={container} className="wheel-box__widget" hidden={state === 'failed'} />
      {state === 'loading' && (
        <span className="wheel-box__loading">
          <span className="sr-only">{TEXT.loading}</span>
          <Skeleton width="100%" />
        </span>
      )}
    </div>
  );
}
