import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { GatewayRequest, Handler } from '../../src/api-request.js';
import { pipeline } from '../../src/pipeline.js';

const req = {} as GatewayRequest;
const res = {} as ServerResponse;

function run(...handlers: Handler[]): Promise<unknown[]> {
  return new Promise((resolve) => {
    pipeline(...handlers)(req, res, (...args: unknown[]) => resolve(args));
  });
}

describe('pipeline', () => {
  it('runs the handlers in order, each going on with next()', async () => {
    const order: string[] = [];
    const done = await run(
      (_req, _res, next) => {
        order.push('first');
        next();
      },
      async (_req, _res, next) => {
        await Promise.resolve();
        order.push('second');
        next();
      },
    );
    expect(order).toEqual(['first', 'second']);
    expect(done).toEqual([]);
  });

  it('stops at a handler that answers without calling next', async () => {
    const order: string[] = [];
    const finished = new Promise<void>((resolve) => {
      pipeline(
        () => {
          order.push('answered');
          resolve();
        },
        () => {
          order.push('never');
        },
      )(req, res, () => order.push('done'));
    });
    await finished;
    expect(order).toEqual(['answered']);
  });

  it('hands an error passed to next, thrown or rejected to done, skipping the rest', async () => {
    const boom = new Error('boom');
    const never: Handler = () => {
      throw new Error('must not run');
    };
    expect(await run((_req, _res, next) => next(boom), never)).toEqual([boom]);
    expect(
      await run(() => {
        throw boom;
      }, never),
    ).toEqual([boom]);
    expect(
      await run(async () => {
        throw boom;
      }, never),
    ).toEqual([boom]);
  });
});
