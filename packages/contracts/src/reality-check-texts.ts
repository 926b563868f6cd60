/**
 * The reality check's words (issue 27, docs/decisions/104-play-session-from-bets.md), one home for the member
 * app (spread into `TH_WEB` / `EN_WEB`) and the house game pages (spread into apps/games' catalogues), which
 * show the same dialog over a game.
 */
export const REALITY_CHECK_TH = {
  realityCheckTitle: 'แจ้งเตือนเวลาเล่น',
  realityCheckPlayed: 'เล่นมาแล้ว',
  realityCheckHours: '{hours} ชั่วโมง {minutes} นาที',
  realityCheckMinutes: '{minutes} นาที',
  realityCheckNet: 'ได้เสียรอบนี้',
  realityCheckBaht: '{amount} บาท',
  realityCheckEnds: 'ครบเวลาเล่นที่ตั้งไว้เวลา {at}',
  realityCheckContinue: 'เล่นต่อ',
  realityCheckLeave: 'ออกจากเกม',
} as const;

/** The dialog's words in one language. */
export type RealityCheckWords = Record<keyof typeof REALITY_CHECK_TH, string>;

export const REALITY_CHECK_EN: RealityCheckWords = {
  realityCheckTitle: 'Reality check',
  realityCheckPlayed: 'Time played',
  realityCheckHours: '{hours} h {minutes} min',
  realityCheckMinutes: '{minutes} min',
  realityCheckNet: "This session's result",
  realityCheckBaht: '{amount} baht',
  realityCheckEnds: 'Your session limit ends play at {at}',
  realityCheckContinue: 'Continue playing',
  realityCheckLeave: 'Leave the game',
};
