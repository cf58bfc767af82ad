// Waiting in tests for what happens over the device channel, a simulator or a worker: the probe is
// asked again every `everyMs` until it answers, or the test fails after `ms` naming what it waited for.
export async function until<T>(probe: () => Promise<T | null | undefined | false>, what: string, ms = 10_000, everyMs = 50): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
