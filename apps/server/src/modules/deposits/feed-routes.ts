import { postBankStatements, TH } from '@chokdee/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '../../lib/app-error';
import { addRoute, ok } from '../../lib/route';
import { feedSignatureMatches, isSignatureForm } from './feed-signature';
import type { FeedService } from './feed-service';

/**
 * 1000 transactions of the longest allowed rows fit (about 900 bytes each); the site-wide limit (100 KiB)
 * would not. Small, because an open route reads this much before the signature can be checked.
 */
const FEED_BODY_LIMIT = 1024 * 1024;

/**
 * The bank feed, open (no site key) but signed: the signature is checked over the raw bytes before
 * they are parsed, so an unsigned or tampered request is a 401 that stores nothing, whatever it holds.
 */
export function bankFeedRoutes(app: FastifyInstance, feed: FeedService, secret: string) {
  void app.register(async (scope) => {
    const verified = new WeakSet<FastifyRequest>();
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    // Before a byte of the body is read: a request without a signature of the right form is refused here,
    // and its connection closed rather than drained, so an unsigned sender cannot make us read megabytes.
    scope.addHook('onRequest', async (req, reply) => {
      if (isSignatureForm(req.headers['x-signature'])) return;
      reply.header('connection', 'close');
      throw fail('UNAUTHORIZED', 'bankFeedBadSignature');
    });
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
      // A row with a control character is refused alone; the batch's other rows are still credited.
      { bodyLimit: FEED_BODY_LIMIT, ownControlChars: ['transactions'] },
    );
  });
}
