// Mail as the running backend does it: the sender made on /SendEmailInfo through the screen
// engine (over HTTP, as the console does), a message queued, and the backend's own outbox worker
// sending it to the SMTP peer with the password the process was given (BackendOptions.mail).
import { SETTINGS_SCREENS } from '../../lib/areas/settings/screens';
import { testDatabases, type TestBackend } from '../test/harness';
import { screenCalls } from '../test/screen-calls';
import { useTestBackend } from '../test/use-backend';
import { enqueueMail } from './enqueue-mail';
import { startTestSmtp, TEST_SENDER_EMAIL, type TestSmtp } from './test-smtp';

jest.setTimeout(60_000);

const LOGIN = { user: 'billing', pass: 'Smtp#pass-1' };

describe.each(testDatabases())('the backend mailing on $name', (database) => {
  let peer: TestSmtp;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const env = useTestBackend(database, {
    backend: { outbox: { autoStart: false }, mail: { secrets: { password: LOGIN.pass } } },
    tokens,
    beforeClose: async () => { await peer?.close(); },
  }, async ({ t: started }) => {
    t = started;
    peer = await startTestSmtp({ login: LOGIN });
  });
  const { create } = screenCalls({ backend: () => t, tokens, screens: SETTINGS_SCREENS, pageSize: 50 });

  it('sends through the sender of /SendEmailInfo, logged in with SMTP_PASSWORD', async () => {
    const row = peer.senderRow();
    await create('emailSender', { host: row.host, port: row.port, senderEmail: row.sender_email, userName: row.user_name, useTls: false, status: 1 });
    await env.db.transaction((tx) => enqueueMail(tx, { to: ['buyer@example.com'], subject: 'Invoice 0002', text: 'Attached.' }, 'invoice-0002', t.clock.now()));
    expect(await t.backend.outbox.drain()).toBe(1);
    expect(peer.received.map((m) => [m.envelope.from, m.envelope.to, m.parsed.subject])).toEqual([[TEST_SENDER_EMAIL, ['buyer@example.com'], 'Invoice 0002']]);
    const [log] = await env.db.query<{ state: string }>("SELECT state FROM mail_log WHERE key = 'invoice-0002'");
    expect(log.state).toBe('sent');
  });
});
