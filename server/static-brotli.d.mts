import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function acceptsBrotli(header: string | undefined): boolean;
export declare function brotliStatic(distDir: string): {
  serve(request: IncomingMessage, response: ServerResponse): boolean;
  /** Settles when every file is compressed (or compressing failed, which is logged). */
  done: Promise<void>;
};
