import { useSyncExternalStore } from 'react';
import card from '../sounds/card.wav';
import chip from '../sounds/chip.wav';
import reelStop from '../sounds/reel-stop.wav';
import spin from '../sounds/spin.wav';
import tick from '../sounds/tick.wav';
import win from '../sounds/win.wav';

/**
 * Sound effects through howler: off by default, the member's choice remembered in localStorage. howler is
 * loaded only once sound is switched on, so a member who never does downloads none of it.
 */
const KEY = 'house-sound';
const FILES = { card, chip, reelStop, spin, tick, win } as const;
export type SoundName = keyof typeof FILES;

type Howls = Record<SoundName, import('howler').Howl>;
let howls: Promise<Howls> | undefined;
const listeners = new Set<() => void>();

const stored = () => {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
};
let enabled = stored();

function loadHowls(): Promise<Howls> {
  howls ??= import('howler').then(({ Howl }) => {
    const entries = Object.entries(FILES).map(([name, src]) => [
      name,
      new Howl({ src: [src], preload: true }),
    ]);
    return Object.fromEntries(entries) as Howls;
  });
  return howls;
}

export function setSoundOn(on: boolean) {
  enabled = on;
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Private mode without storage: the choice holds for this page only.
  }
  if (on) void loadHowls();
  for (const listener of listeners) listener();
}

export function playSound(name: SoundName) {
  if (!enabled) return;
  void loadHowls().then((h) => h[name].play());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether sound is on, re-rendering when the member switches it. */
export const useSoundOn = () => useSyncExternalStore(subscribe, () => enabled);
