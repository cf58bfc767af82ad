// The compress query parameter: two digits, the first for the request's datas, the second for
// the response's datas. 0 plain JSON, 1 zlib deflate then base64, 2 gzip then base64.
import { deflateSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';

export type CompressMode = 0 | 1 | 2;
export interface CompressCode { request: CompressMode; response: CompressMode }

/** The codes the protocol knows (spec 7: 10, 11, 20, 21, 22 compress; 00 and 02 also appear). */
export const COMPRESS_CODES = ['00', '02', '10', '11', '20', '21', '22'] as const;
export type CompressCodeString = (typeof COMPRESS_CODES)[number];

export function parseCompress(code: string | null | undefined): CompressCode | null {
  if (!code || !(COMPRESS_CODES as readonly string[]).includes(code)) return null;
  return { request: Number(code[0]) as CompressMode, response: Number(code[1]) as CompressMode };
}

export function compressText(text: string, mode: CompressMode): string {
  if (mode === 0) return text;
  const bytes = Buffer.from(text, 'utf8');
  return (mode === 1 ? deflateSync(bytes) : gzipSync(bytes)).toString('base64');
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/**
 * A small compressed text must not expand without bound (a decompression bomb): a request's datas
 * inflate at most to its handler's body limit (the receiving side says so); a response's to this.
 */
export const MAX_DECOMPRESSED_BYTES = 64 * 1024 * 1024;

/**
 * Inverse of compressText, at most `maxBytes` long (zlib stops as soon as the limit is passed):
 * the text, or why not. Never throws.
 */
export function decompress(text: string, mode: CompressMode, maxBytes = MAX_DECOMPRESSED_BYTES): { text: string } | { error: 'invalid' | 'too-large' } {
  if (mode === 0) return Buffer.byteLength(text, 'utf8') <= maxBytes ? { text } : { error: 'too-large' };
  if (typeof text !== 'string' || text.length % 4 !== 0 || !BASE64.test(text)) return { error: 'invalid' };
  try {
    const bytes = Buffer.from(text, 'base64');
    const options = { maxOutputLength: maxBytes };
    return { text: (mode === 1 ? inflateSync(bytes, options) : gunzipSync(bytes, options)).toString('utf8') };
  } catch (error) {
    return { error: (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'invalid' };
  }
}

/** The text, or null when it is not valid for the mode or larger than `maxBytes`. */
export function decompressText(text: string, mode: CompressMode, maxBytes = MAX_DECOMPRESSED_BYTES): string | null {
  const result = decompress(text, mode, maxBytes);
  return 'text' in result ? result.text : null;
}
