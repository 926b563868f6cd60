import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from './icons';
import { TEXT } from '../lib/text';

export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | ${TEXT.siteName}`;
  }, [title]);
}

/** A screen with its heading; `backTo` adds a back link for pages without the footer bar. */
export function Page({
  title,
  backTo,
  children,
  className,
  hideTitle = false,
}: {
  title: string;
  /** Keep the heading for screen readers only (the screen shows its own titles). */
  hideTitle?: boolean;
  backTo?: string;
  children: ReactNode;
  className?: string;
}) {
  useDocumentTitle(title);
  return (
    <div className={`page${className ? ` ${className}` : ''}`}>
      <div className={hideTitle ? 'sr-only' : 'page__head'}>
        {backTo && (
          <Link to={backTo} className="icon-btn" aria-label={TEXT.back}>
            <Icon name="back" />
          </Link>
        )}
        <h1 className="page__title">{title}</h1>
      </div>
      {children}
    </div>
  );
}
