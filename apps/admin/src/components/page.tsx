import { useEffect, type ReactNode } from 'react';
import { useI18n } from '../i18n';

/**
 * A screen: its heading, and the document title every browser tab and screen reader announces; `actions`
 * sit beside the heading (a live indicator, a mute switch).
 */
export function Page({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  useEffect(() => {
    document.title = `${title} | ${t.appName}`;
  }, [title, t.appName]);
  return (
    <section className="page" aria-labelledby="page-title">
      <div className="page__head">
        <h1 id="page-title" className="page__title">
          {title}
        </h1>
        {actions && <div className="page__actions">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
