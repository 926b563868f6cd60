import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from './icons';
import { SubHeadingLevel } from './sub-heading';
import { Toaster } from './toaster';
import { TEXT } from '../lib/text';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal built on <dialog>.showModal(): the page behind is inert, Escape closes it, focus stays inside
 * (Tab wraps) and returns to the opener on close. Mounted = open.
 */
export function Dialog({
  title,
  onClose,
  children,
  id,
  variant,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** A fixed element id (SPEC §2 names some popups, e.g. the deposit modal `depositct`). */
  id?: string;
  /** 'sheet': on a phone it rises from the bottom edge (the game sheet before a launch). */
  variant?: 'sheet';
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.close();
      // The opener may be gone (a popup opened from another popup): then focus falls back to the page.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null,
    );
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      id={id}
      className={variant ? `dialog dialog--${variant}` : 'dialog'}
      aria-labelledby={titleId}
      onKeyDown={trapTab}
      onCancel={(event) => {
        // React passes a nested popup's cancel (Escape) up through portals: only our own closes us.
        if (event.target !== ref.current) return;
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside the panel.
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="dialog__panel">
        <div className="dialog__head">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="icon-btn" aria-label={TEXT.close} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        <div className="dialog__body">
          <SubHeadingLevel value={3}>{children}</SubHeadingLevel>
        </div>
      </div>
      {/* Toasts made while this popup is on top show here, above its backdrop (lib/toast.ts). */}
      <Toaster />
    </dialog>
  );
}
