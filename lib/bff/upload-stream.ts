// A request body passed on as a stream, stopped at a bound: the bytes are counted as they go
// through, and past `maxBytes` the stream fails (so the backend never receives a whole oversized
// file) and `exceeded` says why. Nothing is held beyond the chunk in flight.
export interface BoundedStream {
  stream: ReadableStream<Uint8Array>;
  /** Whether the body went past the bound (read after the stream ended or failed). */
  exceeded(): boolean;
  /** Bytes passed on so far. */
  bytes(): number;
}

export function boundedStream(body: ReadableStream<Uint8Array>, maxBytes: number): BoundedStream {
  let size = 0;
  let over = false;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      size += chunk.byteLength;
      if (size > maxBytes) {
        over = true;
        controller.error(new Error(`upload larger than ${maxBytes} bytes`));
        return;
      }
      controller.enqueue(chunk);
    },
  });
  return { stream: body.pipeThrough(counter), exceeded: () => over, bytes: () => size };
}
