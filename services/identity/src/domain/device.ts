import { UAParser } from 'ua-parser-js';

export interface DeviceDescription {
  browser: string | null;
  browserVersion: string | null;
  operatingSystem: string | null;
  /** mobile, tablet, ... as the parser names them; a browser that names none is a desktop. */
  device: string | null;
}

/** Browser, version, operating system and device type read from a User-Agent header. */
export function describeDevice(userAgent: string | null): DeviceDescription {
  if (!userAgent) return { browser: null, browserVersion: null, operatingSystem: null, device: null };
  const result = UAParser(userAgent);
  const os = [result.os.name, result.os.version].filter(Boolean).join(' ');
  return {
    browser: result.browser.name ?? null,
    browserVersion: result.browser.version ?? null,
    operatingSystem: os === '' ? null : os,
    device: result.device.type ?? (result.browser.name ? 'desktop' : null),
  };
}
