import { describe, expect, it } from 'vitest';
import { sharedCheck } from '../../src/readiness.js';

/** A check whose runs the test settles by hand, and a clock it moves by hand. */
function scripted() {
  const runs: Array<{ pass: () => void; fail: (error: Error) => void }> = [];
  let time = 1_000;
  return {
    runs,
    check: () =>
      new Promise<void>((resolve, reject) => {
        runs.push({ pass: resolve, fail: reject });
      }),
    now: () => time,
    advance(ms: number) {
      time += ms;
    },
  };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('sharedCheck', () => {
  it('lets callers arriving while a run is under way share it', async () => {
    const script = scripted();
    const shared = sharedCheck(script.check, 2_000, script.now);
    const callers = Array.from({ length: 20 }, () => shared());
    await settled();
    expect(script.runs).toHaveLength(1);
    script.runs[0]!.pass();
    await Promise.all(callers);
  });

  it('answers from the last outcome until it is `reuseMs` old, then runs again', async () => {
    const script = scripted();
    const shared = sharedCheck(script.check, 2_000, script.now);
    const first = shared();
    await settled();
    script.runs[0]!.pass();
    await first;

    script.advance(1_999);
    await shared();
    expect(script.runs).toHaveLength(1);

    script.advance(1);
    const again = shared();
    await settled();
    expect(script.runs).toHaveLength(2);
    script.runs[1]!.pass();
    await again;
  });

  it('reuses a failure the same way, so a failing service is not called on every probe', async () => {
    const script = scripted();
    const shared = sharedCheck(script.check, 2_000, script.now);
    const first = shared();
    await settled();
    script.runs[0]!.fail(new Error('down'));
    await expect(first).rejects.toThrow('down');

    script.advance(500);
    await expect(shared()).rejects.toThrow('down');
    expect(script.runs).toHaveLength(1);

    script.advance(1_500);
    const recovered = shared();
    await settled();
    script.runs[1]!.pass();
    await expect(recovered).resolves.toBeUndefined();
  });

  it('counts the reuse period from when a run ends, not from when it started', async () => {
    const script = scripted();
    const shared = sharedCheck(script.check, 2_000, script.now);
    const slow = shared();
    await settled();
    script.advance(5_000);
    script.runs[0]!.pass();
    await slow;
    await shared();
    expect(script.runs).toHaveLength(1);
  });
});
