import { createLogger } from '@tracker/kit/runtime/logger';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startReminderScheduler } from '../../src/reminder-scheduler.js';

const logger = createLogger('notification-test', { level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Fake timers: every step below happens at a known moment, however busy the machine is.
describe('the reminder scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once at start, then at every interval, and never two runs at once', async () => {
    let runs = 0;
    let running = 0;
    let overlapped = false;
    const scheduler = startReminderScheduler({
      intervalMs: 1_000,
      logger,
      run: async () => {
        runs++;
        running++;
        if (running > 1) overlapped = true;
        await sleep(2_500);
        running--;
      },
    });
    expect(runs).toBe(1);
    // The ticks at 1 and 2 seconds find the first run still going.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(3);
    const stopping = scheduler.stop();
    await vi.advanceTimersByTimeAsync(2_500);
    await stopping;
    const atStop = runs;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(atStop);
    expect(overlapped).toBe(false);
  });

  it('keeps going after a failed run, and stop waits for the run in progress', async () => {
    let runs = 0;
    let finished = false;
    const scheduler = startReminderScheduler({
      intervalMs: 1_000,
      logger,
      run: async () => {
        runs++;
        if (runs === 1) throw new Error('database down');
        await sleep(3_000);
        finished = true;
      },
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await stopping;
    expect(finished).toBe(true);
    expect(runs).toBe(2);
  });
});
