// What the phone is told about the computer that asks: a readable browser name, a place from the
// bundled ip2region data (or 本机 / 局域网 / 位置未知), the address with its last part hidden.
import { describe, expect, it } from 'vitest';
import { describeBrowser, describePlace, maskIp } from './qr-requester.js';

describe('describeBrowser', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
      'Chrome 156 · Windows 10',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
      'Edge 130 · Windows 10',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari 18 · macOS',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Firefox 133 · Linux',
    ],
  ])('%s → %s', (userAgent, label) => {
    expect(describeBrowser(userAgent)).toBe(label);
  });

  it('says 未知浏览器 for no User-Agent or one that names nothing', () => {
    expect(describeBrowser(undefined)).toBe('未知浏览器');
    expect(describeBrowser('   ')).toBe('未知浏览器');
    expect(describeBrowser('x')).toBe('未知浏览器');
  });
});

describe('describePlace', () => {
  it.each([
    ['202.106.0.20', '北京市'],
    ['120.24.78.68', '广东省深圳市'],
    ['::ffff:120.24.78.68', '广东省深圳市'],
    ['8.8.8.8', '美国'],
    ['127.0.0.1', '本机'],
    ['::1', '本机'],
    ['192.168.1.20', '局域网'],
    ['172.20.0.3', '局域网'],
    ['fd00::1', '局域网'],
    // Documentation range: ip2region has no place for it.
    ['203.0.113.5', '位置未知'],
    ['not-an-ip', '位置未知'],
  ])('%s → %s', (ip, place) => {
    expect(describePlace(ip)).toBe(place);
  });

  it('says 位置未知 when the lookup fails rather than failing the call', () => {
    expect(
      describePlace('120.24.78.68', () => {
        throw new Error('data file missing');
      }),
    ).toBe('位置未知');
  });
});

describe('maskIp', () => {
  it.each([
    ['203.0.113.57', '203.0.113.*'],
    ['::ffff:203.0.113.57', '203.0.113.*'],
    ['2001:db8:1:2::5', '2001:db8:1:*'],
    ['::1', '::1'],
  ])('%s → %s', (ip, masked) => {
    expect(maskIp(ip)).toBe(masked);
  });
});
