/**
 * The terms a member accepts at signup and the help line every footer shows (issue 27 item 7;
 * docs/decisions/099-age-and-terms-at-signup.md). One place each: the operator changes them here.
 */

/**
 * The version of the terms in force. A signup that sends `consent` must name exactly this one, so a member
 * is never recorded as accepting a text they did not see. Change it together with the terms page's text.
 */
export const TERMS_VERSION = '2026-11';

/** The day the terms in force took effect (ISO date), shown on the terms page. */
export const TERMS_EFFECTIVE_DATE = '2026-11-29';

/**
 * The help line for gambling harm every footer and the play-responsibly page show: Thailand's Department
 * of Mental Health hotline, free, 24 hours. `tel` is what a phone dials.
 */
export const HELP_LINE = {
  text: 'สายด่วนสุขภาพจิต 1323 โทรฟรี ตลอด 24 ชั่วโมง',
  /** The same line for members who read English (docs/decisions/101-member-app-in-english.md). */
  textEn: 'Mental health hotline 1323, free, 24 hours a day',
  tel: '1323',
} as const;
