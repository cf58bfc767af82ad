// The part of unzipper (0.10) the statement reader uses: the central directory, then one entry streamed.
declare module 'unzipper' {
  import type { Readable } from 'node:stream';
  export interface CentralDirectoryFile {
    path: string;
    pathBuffer: Buffer;
    type: 'File' | 'Directory';
    uncompressedSize: number;
    stream(): Readable;
  }
  export interface CentralDirectory { files: CentralDirectoryFile[] }
  export const Open: {
    buffer(buffer: Buffer): Promise<CentralDirectory>;
    file(path: string): Promise<CentralDirectory>;
  };
}
