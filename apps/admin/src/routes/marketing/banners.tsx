import { fillMessage, MAX_LIVE_BANNERS, type AdminBanner } from '@chokdee/contracts';
import { useCallback, useRef, useState } from 'react';
import { useBanners } from '../../api/list-banners';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { QueryState } from '../../components/query-state';
import { useSignedIn } from '../../components/require-session';
import { useI18n } from '../../i18n';
import { BannerForm } from './banner-form';
import { BannerTable } from './banner-table';
import './marketing.css';

/**
 * Issue 28 item 1, the marketing surface: the banner carousel of the landing and home pages. Read with
 * `settings.read`; owners and marketing add, edit and delete banners (`settings.write`). The server checks
 * every call and decides which banners show now; this only hides the controls.
 */
export function BannersRoute() {
  const { t } = useI18n();
  const { permissions } = useSignedIn();
  const writes = permissions.includes('settings.write');
  const banners = useBanners();
  const [editing, setEditing] = useState<AdminBanner | undefined>();
  /** A fresh form after each save or cancel: a new key. */
  const [formRound, setFormRound] = useState(0);
  const panel = useRef<HTMLDetailsElement>(null);

  const edit = useCallback((banner: AdminBanner) => {
    setEditing(banner);
    if (panel.current) {
      panel.current.open = true;
      panel.current.scrollIntoView({ block: 'start' });
    }
  }, []);
  const done = useCallback(() => {
    setEditing(undefined);
    setFormRound((n) => n + 1);
  }, []);
  const deleted = useCallback(
    (id: string) => {
      if (editing?.id === id) done();
    },
    [editing, done],
  );

  return (
    <Page title={t.navBanners}>
      <section className="section" aria-labelledby="banners-title">
        <h2 id="banners-title" className="section__title">
          {t.bnListTitle}
        </h2>
        <p className="muted">{fillMessage(t.bnIntro, { max: MAX_LIVE_BANNERS })}</p>
        <QueryState query={banners}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState title={t.bnEmptyTitle} text={t.bnEmptyText} />
            ) : (
              <BannerTable banners={list} writes={writes} onEdit={edit} onDeleted={deleted} />
            )
          }
        </QueryState>
      </section>
      {writes && (
        <details className="panel" ref={panel}>
          <summary className="panel__summary">
            {editing ? fillMessage(t.bnEditTitle, { title: editing.title }) : t.bnAddTitle}
          </summary>
          <div className="panel__body">
            <BannerForm key={`${editing?.id ?? 'new'}-${formRound}`} editing={editing} onDone={done} />
          </div>
        </details>
      )}
    </Page>
  );
}
