import { TH, type MessageKey } from '@chokdee/contracts';

/** Why a request failed, mapped to one HTTP status; the member sees the Thai catalogue message. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_CREDENTIALS: 401,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    /** Overrides the catalogue text, for messages with values (e.g. a minimum amount). */
    text?: string,
  ) {
    super(text ?? TH[messageKey]);
    this.status = ERROR_STATUS[code];
  }
}

export const fail = (code: ErrorCode, key: MessageKey, text?: string) => new AppError(code, key, text);
