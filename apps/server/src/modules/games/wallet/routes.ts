import {
  WALLET_SIGNATURE_HEADER,
  walletBalance,
  walletBet,
  walletRollback,
  walletWin,
  walletWins,
  type WalletAnswer,
} from '@chokdee/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { addRoute } from '../../../lib/route';
import { signatureMatches } from '../../../lib/wallet-signature';
import type { WalletService } from './service';

const UNKNOWN: WalletAnswer = { status: 'RS_ERROR_UNKNOWN', balance: 0 };
const INVALID_SIGNATURE: WalletAnswer = { status: 'RS_ERROR_INVALID_SIGNATURE', balance: 0 };

/**
 * The seamless wallet API partners call. Open routes (no site key): each call proves itself with the
 * partner's signature over the raw body, checked before validation, so a bad signature stores and moves
 * nothing. Answers are always `{ status, balance }`, never the member envelope.
 */
export function walletRoutes(app: FastifyInstance, wallet: WalletService) {
  void app.register(async (scope) => {
    const rawBodies = new WeakMap<FastifyRequest, Buffer>();
    scope.removeContentTypeParser('application/json');
    // Keeps the bytes for the signature; unreadable JSON becomes "no body" so the signature is judged first.
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body: Buffer, done) => {
      rawBodies.set(req, body);
      try {
        done(null, JSON.parse(body.toString('utf8')));
      } catch {
        done(null, undefined);
      }
    });
    scope.addHook('preValidation', async (req, reply) => {
      const secret = wallet.secretOf(partnerOf(req));
      const raw = rawBodies.get(req) ?? Buffer.alloc(0);
      if (!secret || !signatureMatches(secret, raw, req.headers[WALLET_SIGNATURE_HEADER])) {
        return reply.send(INVALID_SIGNATURE);
      }
    });
    scope.setErrorHandler((err: { validation?: unknown; statusCode?: number }, req, reply) => {
      // A refused input (a control character, plugins/control-chars.ts) is the partner's mistake, not ours.
      const status = err instanceof AppError ? err.status : err.statusCode;
      if (err.validation || (status && status < 500)) return reply.code(400).send(UNKNOWN);
      req.log.error({ err }, 'wallet call failed');
      return reply.code(500).send(UNKNOWN);
    });

    const options = { bodyLimit: 16 * 1024 };
    addRoute(scope, walletBalance, 'open', ({ body }) => wallet.balance(body), options);
    addRoute(scope, walletBet, 'open', ({ body, req }) => wallet.bet(partnerOf(req), body), options);
    addRoute(scope, walletWin, 'open', ({ body, req }) => wallet.win(partnerOf(req), body), options);
    // A round's bettors in one call: WALLET_WINS_MAX wins of a few hundred bytes each.
    addRoute(
      scope,
      walletWins,
      'open',
      async ({ body, req }) => ({ answers: await wallet.wins(partnerOf(req), body.wins) }),
      { bodyLimit: 128 * 1024 },
    );
    addRoute(
      scope,
      walletRollback,
      'open',
      ({ body, req }) => wallet.rollback(partnerOf(req), body),
      options,
    );
  });
}

function partnerOf(req: FastifyRequest): string {
  return (req.params as { partner?: string }).partner ?? '';
}
