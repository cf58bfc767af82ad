import { announcedRows, filenameFromDisposition, formatBytes, readWithProgress } from './download';

describe('download', () => {
  it('reads the file name of Content-Disposition', () => {
    expect(filenameFromDisposition('attachment; filename="a b.xlsx"', 'x')).toBe('a b.xlsx');
    expect(filenameFromDisposition("attachment; filename=\"x.csv\"; filename*=UTF-8''%E8%BD%A6%E5%9C%BA.csv", 'x')).toBe('车场.csv');
    expect(filenameFromDisposition('attachment; filename=plain.csv', 'x')).toBe('plain.csv');
    expect(filenameFromDisposition('attachment', 'fallback.xlsx')).toBe('fallback.xlsx');
    expect(filenameFromDisposition(null, 'fallback.xlsx')).toBe('fallback.xlsx');
  });

  it('reads a streamed body with progress', async () => {
    const parts = ['abc', 'defgh'];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) { parts.forEach((p) => controller.enqueue(new TextEncoder().encode(p))); controller.close(); },
    });
    const seen: number[] = [];
    const response = new Response(stream, { headers: { 'content-type': 'text/csv', 'x-export-rows': '12' } });
    const blob = await readWithProgress(response, (p) => seen.push(p.bytes));
    expect(seen).toEqual([3, 8]);
    expect(await blob.text()).toBe('abcdefgh');
    expect(blob.type).toBe('text/csv');
    expect(announcedRows(response)).toBe(12);
    expect(announcedRows(new Response('x'))).toBeNull();
  });

  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});
