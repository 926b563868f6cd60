import { T } from '../i18n';
import { playSound, setSoundOn, useSoundOn } from '../lib/sound';

/** Sound on or off, off until the member turns it on; remembered on this device. */
export function SoundToggle() {
  const on = useSoundOn();
  return (
    <button
      type="button"
      className="icon-button"
      aria-pressed={on}
      aria-label={T.sound}
      title={on ? T.soundOff : T.soundOn}
      onClick={() => {
        setSoundOn(!on);
        if (!on) playSound('chip');
      }}
    >
      <span aria-hidden="true">{on ? '🔊' : '🔇'}</span>
    </button>
  );
}
