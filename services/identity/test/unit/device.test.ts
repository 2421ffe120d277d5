import { describe, expect, it } from 'vitest';
import { describeDevice } from '../../src/domain/device.js';

describe('describeDevice', () => {
  it('reads a desktop browser', () => {
    const description = describeDevice(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    );
    expect(description).toEqual({
      browser: 'Chrome',
      browserVersion: '120.0.0.0',
      operatingSystem: 'Windows 10',
      device: 'desktop',
    });
  });

  it('reads a phone', () => {
    const description = describeDevice(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
    );
    expect(description.device).toBe('mobile');
    expect(description.operatingSystem).toBe('iOS 17.1');
    expect(description.browser).toBe('Mobile Safari');
  });

  it('knows nothing without a User-Agent', () => {
    expect(describeDevice(null)).toEqual({
      browser: null,
      browserVersion: null,
      operatingSystem: null,
      device: null,
    });
    expect(describeDevice('curl/8.0').browser).toBeNull();
  });
});
