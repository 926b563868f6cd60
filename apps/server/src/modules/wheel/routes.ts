import {
  adminGetWheelPrizes,
  adminPutWheelPrizes,
  getWheel,
  listWheelSpins,
  rotateWheelSeeds,
  spinWheel,
  TH,
  verifyWheelSpin,
} from '@chokdee/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { addRoute, ok } from '../../lib/route';
import { memberOf, whoOf } from '../../plugins/access';
import { doneOrPending, type Approvals } from '../approvals';
import { createWheelAdminService } from './admin-service';
import { createWheelService } from './service';
import { WHEEL_MARKUP, WHEEL_SCRIPT } from './widget';

/** The prize wheel: member calls under /prize-composite/v1 and the widget under /wheel-script. */
export function wheelRoutes(app: FastifyInstance, ctx: AppContext, approvals: Approvals) {
  const service = createWheelService(ctx);
  const member = (req: Parameters<typeof memberOf>[0]) => memberOf(req).memberId;

  addRoute(app, getWheel, 'member', async ({ req }) => ok(await service.wheel(member(req))));

  addRoute(app, spinWheel, 'member', async ({ req }) => {
    const { data, message } = await service.spin(member(req));
    return ok(data, message);
  });

  addRoute(app, rotateWheelSeeds, 'member', async ({ req, body }) =>
    ok(await service.rotate(member(req), body.clientSeed), TH.wheelSeedsRotated),
  );

  addRoute(app, listWheelSpins, 'member', async ({ req }) => ok(await service.spins(member(req))));

  addRoute(app, verifyWheelSpin, 'member', async ({ req, body }) =>
    ok(await service.verify(member(req), body.spinId)),
  );

  // The operator's prize table (docs/decisions/046-ticket-cost-guard.md).
  const admin = createWheelAdminService(ctx, approvals);
  addRoute(app, adminGetWheelPrizes, { staff: 'promotions.read' }, async () => ok(await admin.table()));
  addRoute(app, adminPutWheelPrizes, { staff: 'promotions.write' }, async ({ req, body, reply }) =>
    doneOrPending(reply, await admin.replace(body, whoOf(req)), TH.wheelPrizesSaved),
  );

  // Open like the web app's own files: a <script src> cannot carry the X-Api-Key header, and neither
  // holds anything but the static widget.
  const widget = (url: string, type: string, text: string, summary: string) =>
    app.get(url, { config: { access: 'open' }, schema: { summary, tags: ['wheel-script'] } }, (_req, reply) =>
      reply.type(type).header('cache-control', 'public, max-age=300').send(text),
    );
  widget(
    '/wheel-script/script',
    'application/javascript; charset=utf-8',
    WHEEL_SCRIPT,
    'The prize wheel widget script (defines window.ChokdeeWheel.mount(element, prizes).spinTo(index))',
  );
  widget(
    '/wheel-script/html5',
    'text/html; charset=utf-8',
    WHEEL_MARKUP,
    'The prize wheel widget markup (an HTML fragment the script draws into)',
  );
}
