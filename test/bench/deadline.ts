/**
 * `promise`, or a rejection naming what never came after `ms`. The timer is cleared either way: a timer
 * left behind keeps the bench's process alive after its report, holding the browser lock.
 */
export async function withDeadline<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
