import { fillMessage } from '@chokdee/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  QUEUE_PAGE_SIZE,
  useWithdrawalQueue,
  withdrawalQueueKey,
  type QueueStatus,
} from '../../api/get-withdrawal-queue';
import { queryClient } from '../../api/query-client';
import { useWithdrawalStream } from '../../api/watch-withdrawal-queue';
import { EmptyState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { Pager } from '../../components/pager';
import { QueryState } from '../../components/query-state';
import { useSignedIn } from '../../components/require-session';
import { useI18n } from '../../i18n';
import { playChime } from '../../lib/chime';
import { shouldChime, shouldRefetch } from '../../lib/queue-events';
import { useQueueMuted } from '../../lib/queue-sound-setting';
import { LiveIndicator, MuteSwitch, StatusFilter } from './queue-header';
import { QueueTable } from './queue-table';
import { RulesSection } from './rules-form';

/** `?status=failed&page=2`: the filter lives in the URL, so a link to it can be shared. */
function useQueueSearch() {
  const [params, setParams] = useSearchParams();
  const status: QueueStatus = params.get('status') === 'failed' ? 'failed' : 'pending';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = (next: { status: QueueStatus; page: number }) => {
    const search = new URLSearchParams();
    if (next.status !== 'pending') search.set('status', next.status);
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  return { status, page, go };
}

/**
 * The withdrawal queue (issue 12): the rows come by push. The stream's events say the queue changed; the
 * rows are read again then (no reload), and a rise in the pending count plays a short sound unless muted.
 */
export function WithdrawalsRoute() {
  const { t } = useI18n();
  const { permissions } = useSignedIn();
  const canAct = permissions.includes('withdrawals.act');
  const { status, page, go } = useQueueSearch();
  const queue = useWithdrawalQueue({ status, page });
  const [muted, toggleMuted] = useQueueMuted();

  const [streamed, setStreamed] = useState<string>();
  const lastPending = useRef<number | undefined>(undefined);
  const askedFor = useRef<string | undefined>(undefined);
  const stream = useWithdrawalStream((event) => {
    if (shouldChime(lastPending.current, event.pending) && !muted) playChime();
    lastPending.current = event.pending;
    setStreamed(event.version);
  });

  const shown = queue.data?.version;
  const fetching = queue.isFetching;
  useEffect(() => {
    if (fetching || !shouldRefetch(shown, streamed, askedFor.current)) return;
    askedFor.current = streamed;
    void queryClient.invalidateQueries({ queryKey: withdrawalQueueKey });
  }, [shown, streamed, fetching]);

  return (
    <Page
      title={t.navWithdrawals}
      actions={
        <>
          <LiveIndicator state={stream} />
          <MuteSwitch muted={muted} onToggle={toggleMuted} />
        </>
      }
    >
      {canAct && <RulesSection />}
      <StatusFilter status={status} onStatus={(next) => go({ status: next, page: 1 })} />
      <QueryState query={queue}>
        {(data) =>
          data.items.length === 0 && page === 1 ? (
            status === 'pending' ? (
              <EmptyState title={t.queueEmptyPendingTitle} text={t.queueEmptyPendingText} />
            ) : (
              <EmptyState title={t.queueEmptyFailedTitle} text={t.queueEmptyFailedText} />
            )
          ) : (
            <>
              <p className="muted">{fillMessage(t.totalCount, { count: data.total })}</p>
              <QueueTable rows={data.items} canAct={canAct} />
              <Pager
                page={page}
                pageSize={QUEUE_PAGE_SIZE}
                total={data.total}
                onPage={(next) => go({ status, page: next })}
              />
            </>
          )
        }
      </QueryState>
    </Page>
  );
}
