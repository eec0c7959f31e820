// A browser as a person reads it, from the User-Agent header: the QR login's requester (told the
// member on the phone), the member's login history and the console's audit log (地址与浏览器).
import Bowser from 'bowser';

export const UNKNOWN_BROWSER = '未知浏览器';

/** Names members in China know better than bowser's English ones. */
const BROWSER_NAMES: Readonly<Record<string, string>> = {
  'Microsoft Edge': 'Edge',
  'Internet Explorer': 'IE',
  WeChat: '微信',
  'UC Browser': 'UC 浏览器',
  'Sogou Browser': '搜狗浏览器',
  'Yandex Browser': 'Yandex',
  'Samsung Internet for Android': '三星浏览器',
};

const major = (version: string | undefined): string => version?.split('.')[0] ?? '';

/** 'Chrome 156 · Windows 10', 'Safari 18 · macOS', '未知浏览器' when nothing can be told. */
export function describeBrowser(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return UNKNOWN_BROWSER;
  const { browser, os } = Bowser.parse(userAgent);
  const name = browser.name ? (BROWSER_NAMES[browser.name] ?? browser.name) : '';
  const browserLabel = [name, name ? major(browser.version) : ''].filter(Boolean).join(' ');
  // Windows says 10 for 10 and 11 alike; macOS's frozen 10.15.7 would mislead, so no version.
  const osVersion =
    os.name === 'Windows'
      ? os.versionName
      : os.name === 'Android' || os.name === 'iOS'
        ? major(os.version)
        : '';
  const osLabel = [os.name, osVersion].filter(Boolean).join(' ');
  const label = [browserLabel, osLabel].filter(Boolean).join(' · ');
  return label ? label.slice(0, 100) : UNKNOWN_BROWSER;
}
