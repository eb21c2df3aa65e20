import { describe, expect, it } from 'vitest';
import { createSerialQueue } from '@/utils/storage/serial';

describe('createSerialQueue', () => {
  it('runs overlapping tasks one after another, even after a failure', async () => {
    const serial = createSerialQueue();
    const order: string[] = [];
    const task = (name: string, fail: boolean) => async () => {
      order.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(`end ${name}`);
      if (fail) throw new Error(`${name} fails`);
      return name;
    };
    const results = await Promise.allSettled([serial(task('1', true)), serial(task('2', false))]);
    expect(order).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
  });
});
