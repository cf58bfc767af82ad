import { readBytes, readJson } from './read-body';

jest.mock('server-only', () => ({}));

const streamed = (chunks: string[], headers: Record<string, string> = {}) => new Request('http://console/api', {
  method: 'POST', headers, body: new ReadableStream({
    start(controller) { for (const c of chunks) controller.enqueue(new TextEncoder().encode(c)); controller.close(); },
  }), duplex: 'half',
} as RequestInit);

describe('reading a body within a limit', () => {
  it('refuses a body that declares more than the limit without reading it', async () => {
    expect(await readBytes(new Request('http://console/api', { method: 'POST', body: 'x', headers: { 'content-length': '999' } }), 10)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('stops reading a body without a length as soon as it passes the limit', async () => {
    let pulled = 0;
    const endless = new Request('http://console/api', {
      method: 'POST', body: new ReadableStream({ pull(controller) { pulled += 1; controller.enqueue(new Uint8Array(1024)); } }), duplex: 'half',
    } as RequestInit);
    expect(await readBytes(endless, 10_000)).toEqual({ ok: false, reason: 'too-large' });
    expect(pulled).toBeLessThan(20);
  });

  it('reads JSON within the limit, and refuses deep nesting and nonsense', async () => {
    expect(await readJson(streamed(['{"path":', '"/A"}']))).toEqual({ ok: true, value: { path: '/A' } });
    expect(await readJson(streamed([`${'['.repeat(100_000)}${']'.repeat(100_000)}`]))).toEqual({ ok: false, reason: 'invalid' });
    expect(await readJson(streamed(['{"a":']))).toEqual({ ok: false, reason: 'invalid' });
    expect(await readJson(streamed(['x'.repeat(300_000)]))).toEqual({ ok: false, reason: 'too-large' });
  });
});
