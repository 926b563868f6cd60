import { messageIn, type Language } from '@chokdee/contracts';
import type {
  FastifyInstance,
  FastifyRequest,
  onErrorHookHandler,
  preSerializationHookHandler,
} from 'fastify';
import { AppError } from '../lib/app-error';
import { withHook } from './route-hooks';

/** The seamless wallet API answers statuses, never a message: it runs nothing for the language. */
const WALLET_CALLS = '/provider/';

/**
 * Answers in English on request (the back office since issue 12, members since issue 27 item 8): a call whose
 * `Accept-Language` prefers English gets the English text of its answer's `message`, success or failure alike
 * (`messageIn` finds the key by the Thai text, values carried over). An AppError's key is kept by the route's
 * onError hook and tried first. Thai when the header is absent, names Thai first or names neither: a SPEC
 * client (its headers say `Accept-Language: th`, SPEC §7) gets the SPEC's Thai word for word, and the apps send
 * the member's chosen language themselves, never the browser's.
 */
export function registerMessageLanguage(app: FastifyInstance) {
  const failures = new WeakMap<FastifyRequest, AppError>();

  const keepKey: onErrorHookHandler = (req, _reply, err, done) => {
    if (err instanceof AppError) failures.set(req, err);
    done();
  };

  const translate: preSerializationHookHandler<unknown> = (req, _reply, payload, done) => {
    if (!prefersEnglish(req.headers['accept-language']) || !hasMessage(payload)) return done(null, payload);
    const failure = failures.get(req);
    const key = failure?.message === payload.message ? failure.messageKey : undefined;
    const message = messageIn('en', payload.message, key);
    done(null, message === payload.message ? payload : { ...payload, message });
  };

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(WALLET_CALLS)) return;
    route.onError = withHook(route.onError, keepKey, 'last');
    route.preSerialization = withHook(route.preSerialization, translate, 'last');
  });
}

function hasMessage(payload: unknown): payload is { message: string } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as { message?: unknown }).message === 'string'
  );
}

/** The member's language as a call asks for it: what a service needs to answer its own texts in. */
export const languageOf = (req: FastifyRequest): Language =>
  prefersEnglish(req.headers['accept-language']) ? 'en' : 'th';

/**
 * English when the header ranks an English tag (`en`, `en-US`…) above any Thai one; Thai otherwise, also
 * when it names neither (Chokdee is Thai first). Quality values as in RFC 9110 §12.5.4.
 */
export function prefersEnglish(header: string | undefined): boolean {
  if (!header) return false;
  let en = 0;
  let th = 0;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isFinite(quality)) continue;
    const primary = tag.trim().split('-')[0];
    if (primary === 'en') en = Math.max(en, quality);
    else if (primary === 'th') th = Math.max(th, quality);
  }
  return en > th;
}
