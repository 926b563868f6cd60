import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import helmet from 'helmet';
import { withHook } from './route-hooks';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false on JSON calls: browser page headers (CSP, framing, referrer…) mean nothing to them. */
    pageHeaders?: boolean;
  }
}

/**
 * helmet's security headers on every route that can serve a page or a script (the web apps, /docs, the
 * house games, the wheel widget), as a hook of those routes only; 404 answers are JSON. JSON calls opt out with
 * `config.pageHeaders: false` (`addRoute` does) and run no hook for it: on `/v2/prefix` the app-wide
 * plugin's two hooks cost about a tenth of the call even when they skipped the route.
 */
export function registerPageHeaders(app: FastifyInstance) {
  const headers = helmet({
    // The web app and /docs load only same-origin scripts; inline styles are used by the UI kit.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        // An outside provider's game opens in a frame of the member app (components/game-frame.tsx); the
        // site does not know its providers' hosts in advance, so any https page, never plain http.
        frameSrc: ["'self'", 'https:'],
        // Sites are often tried over plain http on a LAN address from a phone: don't force https.
        upgradeInsecureRequests: null,
      },
    },
  });
  // The back office (plugins/admin-web.ts) needs less: its own scripts and styles (sweetalert2 injects its
  // style element), data: images for the TOTP QR code, calls to its own origin. Nothing frames it, it frames
  // nothing, and no page of another site may frame it (staff actions are worth clickjacking).
  const adminHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        frameSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'deny' },
  });
  const hookOf =
    (run: typeof headers): onRequestHookHandler =>
    (req, reply, done) =>
      run(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  const hook = hookOf(headers);
  const adminHook = hookOf(adminHeaders);
  app.addHook('onRoute', (route) => {
    if (route.config?.pageHeaders === false) return;
    const admin = route.url === '/admin' || route.url.startsWith('/admin/');
    route.onRequest = withHook(route.onRequest, admin ? adminHook : hook, 'last');
  });
}
