import { memberEvents } from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { addRoute } from '../../lib/route';
import { memberOf } from '../../plugins/access';
import type { SessionStore } from '../auth';
import { onMemberMoneyMoved } from '../ledger';
import { onDepositFlagged } from '../play-limits';
import { flaggedFrame, memberTopic, moneyFrame } from './events';
import { createMemberStreams } from './streams';

export type { MemberStreams } from './streams';

/**
 * Member push (issue 25 item 3): every money movement of a member, once committed, goes on the bus to the
 * member's topic, and every open screen of that member on every process hears it on its event stream
 * (`GET /user-profile-composite/v1/events`): the balance, card and history read again, deposits and
 * withdrawals with a toast; a deposit credited over the member's deposit limit or during a break also with
 * a `notice` saying why it earned no bonus.
 */
export function registerMemberPush(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'db' | 'bus' | 'log'>,
  sessions: Pick<SessionStore, 'liveOf'>,
) {
  const stopHearing = onMemberMoneyMoved(ctx.db, (moved) => {
    const frame = moneyFrame(moved);
    if (frame) ctx.bus.publish(memberTopic(moved.memberId), frame);
  });
  const stopHearingFlags = onDepositFlagged(ctx.db, (flagged) =>
    ctx.bus.publish(memberTopic(flagged.memberId), flaggedFrame(flagged)),
  );
  const streams = createMemberStreams(ctx.bus, sessions.liveOf, (err) =>
    ctx.log.warn({ err }, 'member push: the sessions of open streams were not checked'),
  );

  addRoute(app, memberEvents, 'member', async ({ req, reply }) => streams.serve(reply, memberOf(req)));

  // Before the server waits for its connections: the browsers reconnect to another process.
  app.addHook('preClose', async () => {
    stopHearing();
    stopHearingFlags();
    streams.close();
  });
  return streams;
}
