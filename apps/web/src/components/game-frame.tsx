import { useEffect, useId, useRef } from 'react';
import '../styles/game-frame.css';
import { Icon } from './icons';
import { TEXT } from '../lib/text';

/**
 * An outside provider's game over the whole screen, inside the app: a bar with the way back ("กลับหน้าหลัก",
 * which closes it) and the game's name, and the game filling the rest. A provider that refuses to be framed
 * shows nothing here: the bar's "เปิดในแท็บใหม่" opens the same game in its own tab (a link the member
 * presses, which no phone browser blocks). A modal <dialog>: the app behind is inert, Escape closes it.
 */
export function GameFrame({ url, title, onClose }: { url: string; title: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // The page behind must not scroll under a full-screen game on phones.
    document.documentElement.classList.add('game-frame-open');
    return () => {
      dialog.close();
      document.documentElement.classList.remove('game-frame-open');
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="game-frame"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="game-frame__bar">
        <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
          <Icon name="close" size={18} />
          {TEXT.gameBackHome}
        </button>
        <h2 id={titleId} className="game-frame__title">
          {title}
        </h2>
        <a className="game-frame__tab" href={url} target="_blank" rel="noopener noreferrer">
          {TEXT.gameOpenNewTab}
        </a>
      </div>
      <iframe
        className="game-frame__game"
        src={url}
        title={title}
        allow="autoplay; fullscreen"
        allowFullScreen
      />
    </dialog>
  );
}
