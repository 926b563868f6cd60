import { useEffect, type ReactNode } from 'react';
import { T } from '../i18n';
import { useHouse } from '../lib/house-store';
import { money } from '../lib/money';
import { wayBackTarget } from '../lib/way-back';
import { LanguageSwitch } from './language-switch';
import { SoundToggle } from './sound-toggle';

/**
 * Every page's frame: the header with "กลับหน้าหลัก" (back to the member app page the game was launched
 * from), the page's name, the TH | EN switch and the balance, always shown; then the page; then the age
 * notice.
 */
export function Screen({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  const { balance } = useHouse();
  useEffect(() => {
    document.title = title;
  }, [title]);
  const back = wayBackTarget();
  return (
    <>
      <header className="bar">
        <a
          className="back"
          href={back}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
              return;
            // The game page is left, not stacked: the browser's Back from the list goes where the member was.
            event.preventDefault();
            location.replace(back);
          }}
        >
          <span aria-hidden="true">‹</span> {T.wayBack}
        </a>
        <h1>{title}</h1>
        <LanguageSwitch />
        <div className="bar-end">
          <span className="balance" aria-live="polite">
            {balance === undefined ? '' : `${T.balance} ${money(balance)} ${T.baht}`}
          </span>
          <SoundToggle />
        </div>
      </header>
      <main className={wide ? 'wide' : undefined}>
        {children}
        <p className="small age">{T.ageNotice}</p>
      </main>
    </>
  );
}
