import type { ReactNode } from 'react';

/** A screen with nothing to show yet: a title, a line of explanation, and maybe an action. */
export function EmptyState({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="empty" role="status">
      <p className="empty__title">{title}</p>
      <p className="empty__text">{text}</p>
      {children}
    </div>
  );
}
