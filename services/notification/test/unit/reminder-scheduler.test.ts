import { createLogger } from '@tracker/kit/runtime/logger';
import { describe, expect, it } from 'vitest';
import { startReminderScheduler } from '../../src/reminder-scheduler.js';

const logger = createLogger('notification-test', { level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the reminder scheduler', () => {
  it('runs once at start, then at every interval, and never two runs at once', async () => {
    let runs = 0;
    let running = 0;
    let overlapped = false;
    const scheduler = startReminderScheduler({
      intervalMs: 20,
      logger,
      run: async () => {
        runs++;
        running++;
        if (running > 1) overlapped = true;
        await sleep(50);
        running--;
      },
    });
    expect(runs).toBe(1);
    await sleep(200);
    await scheduler.stop();
    const atStop = runs;
    expect(atStop).toBeGreaterThanOrEqual(2);
    expect(overlapped).toBe(false);
    await sleep(60);
    expect(runs).toBe(atStop);
  });

  it('keeps going after a failed run, and stop waits for the run in progress', async () => {
    let runs = 0;
    let finished = false;
    const scheduler = startReminderScheduler({
      intervalMs: 10,
      logger,
      run: async () => {
        runs++;
        if (runs === 1) throw new Error('database down');
        await sleep(30);
        finished = true;
      },
    });
    await sleep(25);
    await scheduler.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(finished).toBe(true);
  });
});
