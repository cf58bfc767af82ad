import { boundedStream } from './upload-stream';

const bodyOf = (...chunks: number[]) => new ReadableStream<Uint8Array>({
  start(controller) {
    for (const n of chunks) controller.enqueue(new Uint8Array(n));
    controller.close();
  },
});

async function drain(stream: ReadableStream<Uint8Array>): Promise<number> {
  let total = 0;
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) total += chunk.byteLength;
  return total;
}

describe('boundedStream', () => {
  it('passes a body within the bound through whole', async () => {
    const bounded = boundedStream(bodyOf(400, 600), 1000);
    expect(await drain(bounded.stream)).toBe(1000);
    expect([bounded.exceeded(), bounded.bytes()]).toEqual([false, 1000]);
  });

  it('fails the stream at the first chunk past the bound, and says so', async () => {
    const bounded = boundedStream(bodyOf(400, 600, 1), 1000);
    await expect(drain(bounded.stream)).rejects.toThrow('larger than 1000 bytes');
    expect(bounded.exceeded()).toBe(true);
  });
});
