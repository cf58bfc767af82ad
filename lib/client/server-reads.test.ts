import { QueryClient } from '@tanstack/react-query';
import { noteServerRead, SERVER_READ_FRESH_MS, staleTimeOf } from './server-reads';

const queryOf = (client: QueryClient, key: string[]) => client.getQueryCache().find({ queryKey: key })!;

describe('staleTimeOf', () => {
  it('keeps a server read fresh for a moment, and a read of the browser\'s own stale at once', () => {
    const client = new QueryClient();
    client.setQueryData(['server'], { rows: [] }, { updatedAt: 1_000 });
    noteServerRead(queryOf(client, ['server']).queryHash, 1_000);
    expect(staleTimeOf(queryOf(client, ['server']))).toBe(SERVER_READ_FRESH_MS);
    client.setQueryData(['server'], { rows: [1] }, { updatedAt: 5_000 });
    expect(staleTimeOf(queryOf(client, ['server']))).toBe(0);
    client.setQueryData(['browser'], { rows: [] }, { updatedAt: 1_000 });
    expect(staleTimeOf(queryOf(client, ['browser']))).toBe(0);
  });

  it('holds when the page was rendered twice, each render dating its reads anew', () => {
    const client = new QueryClient();
    client.setQueryData(['twice'], { rows: [] }, { updatedAt: 2_000 });
    noteServerRead(queryOf(client, ['twice']).queryHash, 2_050);
    expect(staleTimeOf(queryOf(client, ['twice']))).toBe(SERVER_READ_FRESH_MS);
  });
});
