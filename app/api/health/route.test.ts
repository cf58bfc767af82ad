import { GET, POST } from './route';

describe('GET and POST /api/health', () => {
  it.each([['GET', GET], ['POST', POST]])('%s answers ok, never cached', async (_name, handler) => {
    const response = handler();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ ok: true });
  });
});
