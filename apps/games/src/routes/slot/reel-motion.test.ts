import { describe, expect, it } from 'vitest';
import { reelMotion, SPIN_SPEED } from './reel-motion';

/** Runs the motion in 16 ms frames until it rests; answers the frames it took. */
function run(motion: ReturnType<typeof reelMotion>, limit = 10_000) {
  let frames = 0;
  while (motion.step(16) && frames < limit) frames++;
  return frames;
}

describe('a reel’s motion', () => {
  it('rests on the drawn symbols, top to bottom, wherever the spin was', () => {
    const motion = reelMotion(['a', 'b', 'c'], () => 'x');
    expect([0, 1, 2].map((i) => motion.at(motion.top + i))).toEqual(['a', 'b', 'c']);
    motion.start();
    for (let i = 0; i < 37; i++) motion.step(16);
    const landed = motion.stop(['seven', 'crown', 'lotus'], 5);
    run(motion);
    expect(Number.isInteger(motion.top)).toBe(true);
    expect([0, 1, 2].map((i) => motion.at(motion.top + i))).toEqual(['seven', 'crown', 'lotus']);
    return landed;
  });

  it('moves the symbols down while spinning, at the spin speed', () => {
    const motion = reelMotion(['a', 'b', 'c'], () => 'x');
    motion.start();
    motion.step(100);
    expect(motion.top).toBeCloseTo(-SPIN_SPEED * 100);
  });

  it('starts its landing at the spin’s speed: no jerk when a reel is told to stop', () => {
    const motion = reelMotion(['a', 'b', 'c'], () => 'x');
    motion.start();
    motion.step(16);
    void motion.stop(['a', 'b', 'c'], 5);
    const before = motion.top;
    motion.step(1);
    expect(before - motion.top).toBeCloseTo(SPIN_SPEED, 3);
  });

  it('does not move at rest', () => {
    const motion = reelMotion(['a', 'b', 'c'], () => 'x');
    expect(motion.step(16)).toBe(false);
    expect(motion.top).toBe(0);
  });
});
