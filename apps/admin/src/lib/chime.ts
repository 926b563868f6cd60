/**
 * The queue's "new withdrawal" sound: two short rising tones made with the Web Audio API, so no audio
 * file is fetched (the CSP allows none) and nothing plays until staff have used the page (browsers keep
 * an AudioContext suspended until the first click; the sound then simply does not play).
 */
let context: AudioContext | undefined;

const TONES = [
  { hz: 880, at: 0 },
  { hz: 1320, at: 0.14 },
];
const TONE_SECONDS = 0.12;

export function playChime() {
  try {
    context ??= new AudioContext();
    void context.resume().catch(() => undefined);
    const start = context.currentTime + 0.01;
    for (const { hz, at } of TONES) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = hz;
      // A quick fade in and out: a click-free, quiet ping rather than a beep.
      gain.gain.setValueAtTime(0.0001, start + at);
      gain.gain.exponentialRampToValueAtTime(0.2, start + at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + at + TONE_SECONDS);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + at);
      oscillator.stop(start + at + TONE_SECONDS + 0.02);
    }
  } catch {
    // No audio on this device: the queue still refreshes, silently.
  }
}
