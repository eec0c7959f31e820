// Who asks for a QR login, told the member on the phone so they can refuse a computer that is not
// theirs: the browser (from the User-Agent), an approximate place (from the IP, offline) and the
// address with its last part hidden.
import { createRequire } from 'node:module';
import { BlockList, isIPv4, isIPv6 } from 'node:net';

// Sessions store the User-Agent under the same bound.
export { USER_AGENT_MAX_LENGTH } from '../../plugins/session.js';
// The browser's label is shared with the audit log (modules/shared/user-agent.ts).
export { describeBrowser } from '../shared/user-agent.js';

export const PLACE_UNKNOWN = '位置未知';
export const PLACE_LOOPBACK = '本机';
export const PLACE_PRIVATE = '局域网';

/** '::ffff:1.2.3.4' (an IPv4 client of a dual-stack server) is 1.2.3.4. */
function plainAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const privateNetworks = new BlockList();
for (const [network, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const) {
  privateNetworks.addSubnet(network, prefix, 'ipv4');
}
privateNetworks.addSubnet('fc00::', 7, 'ipv6');
privateNetworks.addSubnet('fe80::', 10, 'ipv6');

/** Region of a public address as ip2region answers it, or undefined when it does not know. */
export interface IpRegion {
  readonly country: string;
  readonly province: string;
  readonly city: string;
}
export type IpRegionLookup = (ip: string) => IpRegion | undefined;

interface Ip2RegionSearcher {
  search(ip: string): IpRegion | null;
}

let searcher: Ip2RegionSearcher | undefined;

/**
 * ip2region (MIT) ships its own data (about 11 MB, Chinese province and city names); it is read
 * once, on the first lookup, so a server that never shows a confirm page never loads it.
 */
export const ip2regionLookup: IpRegionLookup = (ip) => {
  if (!searcher) {
    // A CommonJS package whose class is its `default` export.
    const require = createRequire(import.meta.url);
    const IP2Region = (require('ip2region') as { default: new () => Ip2RegionSearcher }).default;
    searcher = new IP2Region();
  }
  return searcher.search(ip) ?? undefined;
};

/** ip2region's word for an address it has no place for (reserved and documentation ranges too). */
const NO_PLACE = '内网IP';

/** '北京市', '广东省深圳市', '美国', or 本机 / 局域网 / 位置未知. */
export function describePlace(ip: string, lookup: IpRegionLookup = ip2regionLookup): string {
  const address = plainAddress(ip);
  const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : undefined;
  if (!family) return PLACE_UNKNOWN;
  if (loopback.check(address, family)) return PLACE_LOOPBACK;
  if (privateNetworks.check(address, family)) return PLACE_PRIVATE;
  let region: IpRegion | undefined;
  try {
    region = lookup(address);
  } catch {
    // A place is a courtesy: without one the member still sees the browser, address and time.
    return PLACE_UNKNOWN;
  }
  if (!region || region.city === NO_PLACE) return PLACE_UNKNOWN;
  if (region.country && region.country !== '中国') return region.country;
  const { province, city } = region;
  // Municipalities come as 北京 / 北京市: say it once.
  const place = city && province && city.startsWith(province) ? city : `${province}${city}`;
  return place || (region.country ? region.country : PLACE_UNKNOWN);
}

/** '203.0.113.*' or '2001:db8:1:*': enough to recognise one's own network, not to find the host. */
export function maskIp(ip: string): string {
  const address = plainAddress(ip);
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.*`;
  if (isIPv6(address)) {
    if (address.startsWith('::')) return address;
    return `${address.split(':').slice(0, 3).join(':')}:*`;
  }
  return '*';
}
