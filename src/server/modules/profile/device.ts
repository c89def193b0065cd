// A stored User-Agent as a person reads it ("Chrome", "Windows", desktop), through bowser (MIT, no
// dependencies). Server only: the browser gets the names, never the parser.
import Bowser from 'bowser';
import type { DeviceType } from '../../../shared/contracts/sessions.ts';

const DEVICE_TYPES: ReadonlySet<string> = new Set<DeviceType>(['desktop', 'mobile', 'tablet', 'tv', 'bot']);

export interface Device {
  browser: string;
  os: string;
  deviceType: DeviceType;
}

export function describeDevice(userAgent: string): Device {
  if (!userAgent) return { browser: '', os: '', deviceType: '' };
  const parsed = Bowser.parse(userAgent);
  const type = parsed.platform.type ?? '';
  return {
    browser: parsed.browser.name ?? '',
    os: parsed.os.name ?? '',
    deviceType: DEVICE_TYPES.has(type) ? (type as DeviceType) : '',
  };
}

/** The address with its last part hidden: "203.0.113.*", "2001:db8:85a3:*". */
export function maskAddress(ip: string): string {
  if (!ip) return '';
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.*`;
  if (ip.includes(':')) {
    // Keep the routing prefix (the first three groups of the /48), hide the rest.
    const groups = ip.split('::')[0].split(':').filter(Boolean).slice(0, 3);
    return groups.length ? `${groups.join(':')}:*` : '*';
  }
  return '*';
}
