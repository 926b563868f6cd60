import { fillMessage, type AdminDepositChannel } from '@chokdee/contracts';
import { useCallback, useRef, useState } from 'react';
import { useDepositChannels } from '../../api/get-deposit-channels';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { QueryState } from '../../components/query-state';
import { useSignedIn } from '../../components/require-session';
import { useI18n } from '../../i18n';
import { useChannelName } from './channel-cells';
import { ChannelForm } from './channel-form';
import { ChannelTable } from './channel-table';
import './deposit-channels.css';

/**
 * Issue 12 screen 5: the site's receiving bank accounts, wallets and PromptPay numbers, in the order members
 * see them; owners and finance order, switch, add and edit them (`channels.write`).
 */
export function DepositChannelsRoute() {
  const { t } = useI18n();
  const { permissions } = useSignedIn();
  const writes = permissions.includes('channels.write');
  const channels = useDepositChannels();
  const [editing, setEditing] = useState<AdminDepositChannel | undefined>();
  const panel = useRef<HTMLDetailsElement>(null);
  const nameOf = useChannelName();

  const edit = useCallback((channel: AdminDepositChannel) => {
    setEditing(channel);
    if (panel.current) {
      panel.current.open = true;
      panel.current.scrollIntoView({ block: 'start' });
    }
  }, []);
  const done = useCallback(() => setEditing(undefined), []);

  return (
    <Page title={t.navChannels}>
      <section className="section" aria-labelledby="channels-title">
        <h2 id="channels-title" className="section__title">
          {t.chListTitle}
        </h2>
        <p className="muted">{t.chIntro}</p>
        <QueryState query={channels}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState title={t.chEmptyTitle} text={t.chEmptyText} />
            ) : (
              <ChannelTable channels={list} writes={writes} onEdit={edit} />
            )
          }
        </QueryState>
      </section>
      {writes && (
        <details className="panel" ref={panel}>
          <summary className="panel__summary">
            {editing ? fillMessage(t.chEditTitle, { name: nameOf(editing) }) : t.chAddTitle}
          </summary>
          <div className="panel__body">
            <ChannelForm
              editing={editing}
              nextSortOrder={Math.max(-1, ...(channels.data ?? []).map((c) => c.sortOrder)) + 1}
              onDone={done}
            />
          </div>
        </details>
      )}
    </Page>
  );
}
