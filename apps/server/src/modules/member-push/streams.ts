import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Bus } from '../../infra/bus';
import type { AuthedMember } from '../../plugins/access';
import { memberTopic, REREAD_FRAME } from './events';
import { sendEventStream } from '../../lib/event-stream';

/** A comment line this often keeps proxies and the browser from closing a quiet stream; sessions are checked. */
export const KEEP_ALIVE_MS = 15_000;
/** Phones, tabs and a laptop: more open screens than this per member and process close the oldest. */
export const STREAMS_PER_MEMBER = 8;

interface Open {
  member: AuthedMember;
  write: (frame: string) => void;
  end: () => void;
}

/**
 * The member event streams of this process. Each listens to its member's topic on the bus (frames built once
 * per movement, events.ts); every KEEP_ALIVE_MS one query asks which of their sessions still live, and the
 * streams of an ended session (sign-out, password change, a staff lock) close. At a shutdown every stream
 * closes before the server waits for its connections: the browser reconnects to another process.
 */
export function createMemberStreams(
  bus: Bus,
  liveOf: (sessionIds: string[]) => Promise<Set<string>>,
  onError: (err: unknown) => void,
) {
  /** Open streams by member: a connect looks at its member's own only. */
  const open = new Map<string, Set<Open>>();
  const all = () => [...open.values()].flatMap((mine) => [...mine]);
  let checking: Promise<void> | undefined;

  async function closeEnded() {
    const streams = all();
    const live = await liveOf([...new Set(streams.map((s) => s.member.sessionId))]);
    for (const s of streams) if (!live.has(s.member.sessionId)) s.end();
  }

  // One timer for all the streams: a keep-alive line each, and one query for their sessions.
  const timer = setInterval(() => {
    for (const s of all()) s.write(': keep-alive\n\n');
    checking ??= closeEnded()
      .catch(onError)
      .finally(() => (checking = undefined));
  }, KEEP_ALIVE_MS).unref();

  return {
    serve(reply: FastifyReply, member: AuthedMember) {
      const stream = new PassThrough();
      const write = (frame: string) => void stream.write(frame);
      const unsubscribe = bus.subscribe(memberTopic(member.memberId), (frame) =>
        write(frame ?? REREAD_FRAME),
      );
      const mine = open.get(member.memberId) ?? new Set<Open>();
      const self: Open = {
        member,
        write,
        end: () => {
          if (!mine.delete(self)) return;
          if (mine.size === 0) open.delete(member.memberId);
          unsubscribe();
          stream.end();
        },
      };
      // Sets keep insertion order: the first ones are the oldest.
      for (const oldest of [...mine].slice(0, Math.max(0, mine.size - STREAMS_PER_MEMBER + 1))) oldest.end();
      mine.add(self);
      open.set(member.memberId, mine);
      reply.raw.once('close', self.end);
      // Anything may have moved while the screen had no stream: it reads its figures again.
      write(`retry: 2000\n\n${REREAD_FRAME}`);
      return sendEventStream(reply, stream);
    },
    openCount: () => all().length,
    /** Checks the sessions of the open streams now (tests; the timer does it every KEEP_ALIVE_MS). */
    closeEnded,
    close() {
      clearInterval(timer);
      for (const s of all()) s.end();
    },
  };
}
export type MemberStreams = ReturnType<typeof createMemberStreams>;
