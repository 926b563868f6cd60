import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { ROAD_ROWS } from '@chokdee/contracts';
import { gridPath } from './road-layout';
import './roads.css';

interface RoadFrameProps {
  title: string;
  /** The road's summary read by screen readers (the drawing itself is one image). */
  label: string;
  columns: number;
  cell: number;
  className?: string;
  children: ReactNode;
}

/**
 * One road: a title and an SVG grid in a frame that scrolls sideways. It scrolls to the right end whenever the
 * road grows, so the latest columns are the ones in view, as on the boards at the tables.
 */
export function RoadFrame({ title, label, columns, cell, className = '', children }: RoadFrameProps) {
  const scroller = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, [columns]);
  const width = columns * cell;
  const height = ROAD_ROWS * cell;
  return (
    <div className={`road ${className}`}>
      <div className="road-title" aria-hidden="true">
        {title}
      </div>
      {/* Focusable so a keyboard can scroll back through the shoe; a named region, as a stop in the focus
          order must say what it is (axe focus-order-semantics). */}
      <div ref={scroller} className="road-scroll" tabIndex={0} role="region" aria-label={title}>
        <svg role="img" aria-label={label} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
          <rect className="road-bg" width={width} height={height} />
          <path className="road-lines" d={gridPath(columns, ROAD_ROWS, cell)} />
          {children}
        </svg>
      </div>
    </div>
  );
}

/** Pair marks, as the tables draw them: banker pair a red dot top left, player pair a blue dot bottom right. */
export function PairDots({
  cell,
  bankerPair,
  playerPair,
}: {
  cell: number;
  bankerPair: boolean;
  playerPair: boolean;
}) {
  const r = Math.max(2, cell * 0.12);
  return (
    <>
      {bankerPair && <circle className="road-dot road-b" cx={r + 0.5} cy={r + 0.5} r={r} />}
      {playerPair && <circle className="road-dot road-p" cx={cell - r - 0.5} cy={cell - r - 0.5} r={r} />}
    </>
  );
}
