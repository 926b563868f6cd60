import { postBankStatements, TH } from '@chokdee/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '../../lib/app-error';
import { addRoute, ok } from '../../lib/route';
import { feedSignatureMatches } from './feed-signature';
import type { FeedService } from './feed-service';

/** A day's statements of a busy account fit; the site-wide limit (100 KiB) would not. */
const FEED_BODY_LIMIT = 5 * 1024 * 1024;

/**
 * The bank feed, open (no site key) but signed: the signature is checked over the raw bytes before
 * they are parsed, so an unsigned or tampered request is a 401 that stores nothing, whatever it holds.
 */
export function bankFeedRoutes(app: FastifyInstance, feed: FeedService, secret: string) {
  void app.register(async (scope) => {
    const verified = new WeakSet<FastifyRequest>();
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    // Every content type reaches this parser, so a bad signature is a 401 even on a non-JSON body.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (req, raw: Buffer, done) => {
      if (!feedSignatureMatches(raw, req.headers['x-signature'], secret)) {
        return done(fail('UNAUTHORIZED', 'bankFeedBadSignature'));
      }
      verified.add(req);
      if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
        return done(fail('VALIDATION', 'unsupportedMediaType'));
      }
      parseJson(req, raw.toString('utf8'), done);
    });
    // A request without a body never reaches the parser: it is unsigned by definition.
    scope.addHook('preValidation', async (req) => {
      if (!verified.has(req)) throw fail('UNAUTHORIZED', 'bankFeedBadSignature');
    });
    addRoute(
      scope,
      postBankStatements,
      'open',
      async ({ body }) => ok({ results: await feed.receive(body.transactions) }, TH.statementsReceived),
      { bodyLimit: FEED_BODY_LIMIT },
    );
  });
}
