import type { StaffRole } from '@chokdee/contracts';
import type { MessageKey } from '../i18n';

/** A role's name in the catalogue (the header, the staff screen). */
export const ROLE_LABEL: Record<StaffRole, MessageKey> = {
  owner: 'roleOwner',
  finance: 'roleFinance',
  support: 'roleSupport',
  marketing: 'roleMarketing',
};
