import { describe, expect, it } from 'vitest';
import { statusAgrees, statusShownFor } from '../../src/rules/status-agreement.js';

describe('statusAgrees', () => {
  it('lets the spec sentence stand where it says what the determination says', () => {
    expect(statusAgrees('completed', 'met')).toBe(true);
    expect(statusAgrees('behind_schedule', 'not_met')).toBe(true);
    expect(statusAgrees('on_track', 'not_met')).toBe(true);
    expect(statusAgrees('exempt', 'exempt')).toBe(true);
    expect(statusAgrees('not_required', 'not_required')).toBe(true);
  });

  it('refuses it where the two contradict each other', () => {
    // Met by pay while the hours are behind schedule; job search logged that does not count.
    expect(statusAgrees('behind_schedule', 'met')).toBe(false);
    expect(statusAgrees('completed', 'not_met')).toBe(false);
    expect(statusAgrees('completed', 'exempt')).toBe(false);
  });
});

describe('statusShownFor', () => {
  it('keeps the spec status where it agrees', () => {
    expect(statusShownFor('on_track', 'not_met')).toBe('on_track');
    expect(statusShownFor('completed', 'met')).toBe('completed');
  });

  it('shows the word for the determination where the spec status contradicts it', () => {
    expect(statusShownFor('behind_schedule', 'met')).toBe('completed');
    expect(statusShownFor('on_track', 'not_required')).toBe('not_required');
    expect(statusShownFor('behind_schedule', 'exempt')).toBe('exempt');
    expect(statusShownFor('completed', 'not_met')).toBe('behind_schedule');
  });
});
