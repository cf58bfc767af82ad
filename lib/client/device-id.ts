// Device id (spec 9): 'web-' plus a hash of the browser's user agent, platform, CPU count and
// time zone, kept in the browser's persistent storage and sent with every sign-in.
import { DEVICE_ID_PREFIX } from '../spec-constants';

const STORAGE_KEY = 'deviceId';

/** cyrb53: a small, well-distributed 53-bit string hash; no secret is derived from it. */
export function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

export interface DeviceTraits { userAgent: string; platform: string; cpuCount: number; timeZone: string }

export function deviceIdFor(traits: DeviceTraits): string {
  return DEVICE_ID_PREFIX + hash53([traits.userAgent, traits.platform, traits.cpuCount, traits.timeZone].join('|'));
}

export function getDeviceId(): string {
  const stored = window.localStorage.getItem(STORAGE_KEY);
  if (stored?.startsWith(DEVICE_ID_PREFIX)) return stored;
  const id = deviceIdFor({
    userAgent: navigator.userAgent,
    platform: navigator.platform,
    cpuCount: navigator.hardwareConcurrency ?? 0,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  window.localStorage.setItem(STORAGE_KEY, id);
  return id;
}
