/**
 * Writes the client's short sound effects as small WAV files into src/sounds/ (committed; run again only
 * to change a sound): synthesised here from sine tones and noise, so nothing is downloaded and every byte
 * is ours. 8-bit mono at 16 kHz keeps each file a few kilobytes.
 *   node --import tsx apps/games/tooling/make-sounds.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const RATE = 16_000;
type Voice = (t: number) => number;

/** A tone of `hz` with a fast attack and an exponential decay. */
const tone =
  (hz: number, start: number, length: number, volume = 0.6): Voice =>
  (t) => {
    const local = t - start;
    if (local < 0 || local > length) return 0;
    const envelope = Math.min(1, local / 0.005) * Math.exp((-5 * local) / length);
    return volume * envelope * Math.sin(2 * Math.PI * hz * local);
  };

/** Noise seeded by position, so the files come out the same on every run. */
const noise =
  (start: number, length: number, volume = 0.4): Voice =>
  (t) => {
    const local = t - start;
    if (local < 0 || local > length) return 0;
    const x = Math.sin(Math.floor(t * RATE) * 12.9898) * 43758.5453;
    return volume * (x - Math.floor(x) - 0.5) * 2 * Math.exp((-8 * local) / length);
  };

function wav(seconds: number, voices: Voice[]): Buffer {
  const samples = Math.round(seconds * RATE);
  const data = Buffer.alloc(samples);
  for (let i = 0; i < samples; i++) {
    const v = voices.reduce((sum, voice) => sum + voice(i / RATE), 0);
    data[i] = Math.round(128 + 127 * Math.max(-1, Math.min(1, v)));
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE, 28); // bytes per second
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, data]);
}

export const SOUNDS = {
  chip: wav(0.08, [tone(1800, 0, 0.06, 0.4), noise(0, 0.03, 0.2)]),
  spin: wav(0.25, [noise(0, 0.25, 0.25), tone(220, 0, 0.25, 0.3)]),
  reelStop: wav(0.12, [tone(140, 0, 0.1, 0.7), noise(0, 0.04, 0.3)]),
  win: wav(0.6, [tone(523, 0, 0.2), tone(659, 0.12, 0.2), tone(784, 0.24, 0.3), tone(1046, 0.36, 0.24)]),
  card: wav(0.12, [noise(0, 0.1, 0.5)]),
  tick: wav(0.05, [tone(1200, 0, 0.04, 0.35)]),
} as const;

const folder = fileURLToPath(new URL('../src/sounds/', import.meta.url));
// kebab-case file names, as every file of the tree.
const fileOf = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
for (const [name, body] of Object.entries(SOUNDS)) writeFileSync(`${folder}${fileOf(name)}.wav`, body);
process.stdout.write(`wrote ${Object.keys(SOUNDS).length} sounds to ${folder}\n`);
