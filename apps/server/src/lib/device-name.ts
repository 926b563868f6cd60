/**
 * A short readable name of the device a User-Agent describes ("Chrome บน Android"), for the member's list of
 * sessions: the browser and the system, nothing finer (no versions, no model), so the full header need not be
 * kept with the session. Order matters: browsers built on Chrome say "Chrome" too, and Chrome says "Safari".
 */
const BROWSERS: [RegExp, string][] = [
  [/\bLine\//, 'LINE'],
  [/FBAN|FBAV|FB_IAB/, 'Facebook'],
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export const UNKNOWN_DEVICE = 'อุปกรณ์ที่ไม่รู้จัก';

export function deviceName(userAgent: string | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (browser && system) return `${browser} บน ${system}`;
  return browser ?? system ?? UNKNOWN_DEVICE;
}
