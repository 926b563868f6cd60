import { describe, expect, it } from 'vitest';
import { deviceName, UNKNOWN_DEVICE } from './device-name';
import { maskIp } from './mask';

const UA = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  lineIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.5.0',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
};

describe('deviceName', () => {
  it('names the browser and the system, nothing finer', () => {
    expect(deviceName(UA.chromeAndroid)).toBe('Chrome บน Android');
    expect(deviceName(UA.safariIphone)).toBe('Safari บน iPhone');
    expect(deviceName(UA.lineIphone)).toBe('LINE บน iPhone');
    expect(deviceName(UA.edgeWindows)).toBe('Edge บน Windows');
    expect(deviceName(UA.samsung)).toBe('Samsung Internet บน Android');
    expect(deviceName(UA.firefoxMac)).toBe('Firefox บน macOS');
  });

  it('says what it knows of an odd header, and admits an unknown one', () => {
    expect(deviceName('curl/8.5.0')).toBe(UNKNOWN_DEVICE);
    expect(deviceName(undefined)).toBe(UNKNOWN_DEVICE);
    expect(deviceName('Something (Windows NT 10.0)')).toBe('Windows');
  });
});

describe('maskIp', () => {
  it('hides the host part: two parts for the back office, one for the member', () => {
    expect(maskIp('203.0.113.54')).toBe('203.0.x.x');
    expect(maskIp('203.0.113.54', 'subnet')).toBe('203.0.113.x');
    expect(maskIp('::ffff:203.0.113.54', 'subnet')).toBe('203.0.113.x');
    expect(maskIp('2001:db8:85a3:1:2:3:4:5', 'subnet')).toBe('2001:db8:85a3:x');
    expect(maskIp('2001:db8:85a3:1:2:3:4:5')).toBe('2001:db8:x');
    expect(maskIp('nonsense', 'subnet')).toBe('x');
  });
});
