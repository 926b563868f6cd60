import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { maintenanceMessage, maintenanceUntil, siteConfig } from '../config/site-config';

/** Switches maintenance mode: its own call, so a switch never waits on (or carries) a half-edited form. */
export const adminPutMaintenanceBody = z
  .object({
    on: z.boolean(),
    /** The members' notice; empty: the catalogue's (TH.siteMaintenance). */
    message: maintenanceMessage,
    /** The planned end, shown to members; null: not announced. */
    until: maintenanceUntil.nullable(),
  })
  .strict();
export type AdminPutMaintenanceBody = z.infer<typeof adminPutMaintenanceBody>;

export const adminPutMaintenance = defineCall({
  method: 'PUT',
  path: '/admin/v1/maintenance',
  summary:
    'Operator: switch maintenance mode on or off, with the Thai notice and planned end members see. While it ' +
    'is on, member calls that move money or open games answer 503 with the notice; the rest of the site config ' +
    'is kept as it is',
  body: adminPutMaintenanceBody,
  response: okEnvelope(siteConfig),
});
