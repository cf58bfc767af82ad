// Receiving a file from a streamed response (pure apart from the stream): its name from
// Content-Disposition, its bytes with progress as they arrive.

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/.exec(header);
  if (plain) return (plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1]).trim() || fallback;
  return fallback;
}

export interface Progress { bytes: number; total: number | null }

/** Reads the body to a Blob, reporting the bytes received so far. */
export async function readWithProgress(response: Response, onProgress: (progress: Progress) => void): Promise<Blob> {
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  if (!response.body) {
    const blob = await response.blob();
    onProgress({ bytes: blob.size, total });
    return blob;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    bytes += value.byteLength;
    onProgress({ bytes, total });
  }
  return new Blob(chunks, { type });
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) { value /= 1024; unit += 1; }
  return `${unit === 0 ? value : value.toFixed(1)} ${UNITS[unit]}`;
}

/** The number of rows the server announced (x-export-rows), or null. */
export function announcedRows(response: Response): number | null {
  const rows = Number(response.headers.get('x-export-rows'));
  return response.headers.has('x-export-rows') && Number.isInteger(rows) && rows >= 0 ? rows : null;
}
