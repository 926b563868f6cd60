import { fail } from './app-error';

/** The operator's notice while its site is in maintenance, else undefined (config service, cached 3 s). */
export type MaintenanceNotice = () => Promise<string | undefined>;

/**
 * Maintenance stops new rounds and new stakes, never the end of an open round (docs/ABUSE.md 16.9): a call
 * that would start one answers 503 with the operator's notice, as the member calls closed by the maintenance
 * plugin do. Decisions, settlements, wins and rollbacks of a round already open never ask.
 */
export async function refuseNewPlay(notice: MaintenanceNotice): Promise<void> {
  const text = await notice();
  if (text !== undefined) throw closedForMaintenance(text);
}

export const closedForMaintenance = (notice: string) => fail('UNAVAILABLE', 'siteMaintenance', notice);
