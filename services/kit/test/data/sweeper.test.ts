import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createSweeper } from '../../src/data/sweeper.js';

function silentLogger(lines: string[]) {
  return pino({ level: 'error' }, { write: (line: string) => void lines.push(line) });
}

describe('createSweeper', () => {
  it('runs one round at a time: a sweep asked for during a round runs after it', async () => {
    const order: string[] = [];
    let rounds = 0;
    const sweeper = createSweeper({
      intervalMs: 60_000,
      logger: silentLogger([]),
      failure: 'round failed',
      async round() {
        const n = ++rounds;
        order.push(`start ${n}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
        order.push(`end ${n}`);
      },
    });
    await Promise.all([sweeper.sweep(), sweeper.sweep()]);
    expect(order).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('logs a failed round and keeps sweeping after it', async () => {
    const lines: string[] = [];
    let calls = 0;
    const sweeper = createSweeper({
      intervalMs: 60_000,
      logger: silentLogger(lines),
      failure: 'round failed',
      async round() {
        calls++;
        if (calls === 1) throw new Error('store down');
      },
    });
    await expect(sweeper.sweep()).resolves.toBeUndefined();
    await sweeper.sweep();
    expect(calls).toBe(2);
    expect(lines.join('')).toContain('round failed');
  });

  it('sweeps on its interval once started, and stop waits for the round under way', async () => {
    // Fake timers: each round starts and ends at a known moment, however busy the machine is.
    vi.useFakeTimers();
    try {
      let started = 0;
      let finished = 0;
      const sweeper = createSweeper({
        intervalMs: 1_000,
        logger: silentLogger([]),
        failure: 'round failed',
        async round() {
          started++;
          await new Promise((resolve) => setTimeout(resolve, 300));
          finished++;
        },
      });
      sweeper.start();
      await vi.advanceTimersByTimeAsync(999);
      expect(started).toBe(0);
      await vi.advanceTimersByTimeAsync(1_001);
      expect([started, finished]).toEqual([2, 1]);
      let stopped = false;
      const stopping = sweeper.stop().then(() => {
        stopped = true;
      });
      await vi.advanceTimersByTimeAsync(299);
      expect(stopped).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await stopping;
      expect(finished).toBe(2);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(started).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
