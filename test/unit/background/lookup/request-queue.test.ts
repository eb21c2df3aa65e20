import { describe, expect, it } from 'vitest';
import { createRequestQueue } from '@/utils/background/lookup/request-queue';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('createRequestQueue', () => {
  it('merges concurrent requests for the same key into one call', async () => {
    const queue = createRequestQueue(4);
    let calls = 0;
    const gate = deferred<string>();
    const task = () => {
      calls++;
      return gate.promise;
    };
    const answers = Promise.all([queue.run('a', task), queue.run('a', task), queue.run('a', task)]);
    gate.resolve('done');
    expect(await answers).toEqual(['done', 'done', 'done']);
    expect(calls).toBe(1);
  });

  it('calls again once the previous call for that key has finished', async () => {
    const queue = createRequestQueue(1);
    let calls = 0;
    await queue.run('a', async () => ++calls);
    await queue.run('a', async () => ++calls);
    expect(calls).toBe(2);
  });

  it('never runs more than the cap at once, and every caller gets its answer', async () => {
    const queue = createRequestQueue(4);
    let running = 0;
    let peak = 0;
    const gates = Array.from({ length: 50 }, () => deferred<void>());
    const results = gates.map((gate, index) =>
      queue.run(`key-${index}`, async () => {
        running++;
        peak = Math.max(peak, running);
        await gate.promise;
        running--;
        return index;
      }),
    );
    await Promise.resolve();
    expect(queue.running).toBe(4);
    gates.forEach((gate) => gate.resolve());
    expect(await Promise.all(results)).toEqual(gates.map((_, index) => index));
    expect(peak).toBe(4);
    expect(queue.running).toBe(0);
  });

  it('passes a failure to every merged caller and frees the slot', async () => {
    const queue = createRequestQueue(1);
    const failing = () => Promise.reject(new Error('boom'));
    const both = [queue.run('x', failing), queue.run('x', failing)];
    for (const attempt of both) await expect(attempt).rejects.toThrow('boom');
    expect(await queue.run('y', async () => 'next')).toBe('next');
  });

  it('refuses a cap below one', () => {
    expect(() => createRequestQueue(0)).toThrow(RangeError);
  });
});
