// A simulated SMS gateway for tests and the demo (node:http on 127.0.0.1), answering like Alibaba
// Cloud's SendSms: a form-encoded POST /sms/send signed with the access key secret it shares with
// the sender (lib/sms/sign.ts), a JSON answer { Code, Message, BizId, RequestId }. A message is
// delivered once per OutId (our reminder's id): the same OutId again answers the same BizId and
// sends nothing. A phone number that is no mainland mobile is refused (isv.MOBILE_NUMBER_ILLEGAL);
// `failNext` makes the next answers a system error, as a gateway's bad minute.
import { randomBytes } from 'node:crypto';
import { verifySmsFields } from '../../lib/sms/sign';
import { startSimServer, type SimServer } from './sim-http';

export interface SimSmsOptions { accessKeyId: string; accessKeySecret: string; port?: number }

export interface SentSms { bizId: string; outId: string; phone: string; templateCode: string; content: string; at: number }

export interface SimSms extends SimServer {
  /** The URL the sender posts to. */
  sendUrl: string;
  /** Every message delivered, once each. */
  sent: SentSms[];
  /** The next `count` requests answer a system error (HTTP 500, isp.SYSTEM_ERROR). */
  failNext(count: number): void;
  /** Requests received (repeats and refusals included). */
  requests(): number;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const MOBILE = /^1[3-9]\d{9}$/;

export async function startSimSms(options: SimSmsOptions): Promise<SimSms> {
  const byOutId = new Map<string, SentSms>();
  const sent: SentSms[] = [];
  let failing = 0;
  let received = 0;
  let sequence = 0;
  const answer = (Code: string, extra: Record<string, string> = {}, status = 200) => ({
    status, contentType: JSON_TYPE,
    body: JSON.stringify({ Code, Message: Code === 'OK' ? 'OK' : Code, RequestId: randomBytes(8).toString('hex').toUpperCase(), ...extra }),
  });

  const server = await startSimServer(async (path, body) => {
    received += 1;
    if (path !== '/sms/send') return answer('InvalidAction.NotFound', {}, 404);
    const fields = Object.fromEntries(new URLSearchParams(body));
    if (fields.AccessKeyId !== options.accessKeyId) return answer('InvalidAccessKeyId.NotFound', {}, 404);
    if (!verifySmsFields(fields, options.accessKeySecret)) return answer('SignatureDoesNotMatch', {}, 400);
    if (failing > 0) {
      failing -= 1;
      return answer('isp.SYSTEM_ERROR', {}, 500);
    }
    const outId = fields.OutId ?? '';
    const known = outId ? byOutId.get(outId) : undefined;
    if (known) return answer('OK', { BizId: known.bizId });
    if (!MOBILE.test(fields.PhoneNumbers ?? '')) return answer('isv.MOBILE_NUMBER_ILLEGAL');
    if (!/^\d+$/.test(fields.TemplateCode ?? '')) return answer('isv.TEMPLATE_MISSING');
    if (!fields.Content || fields.Content.length > 500) return answer('isv.CONTENT_TOO_LONG');
    const message: SentSms = {
      bizId: `${Date.now()}^${String(++sequence).padStart(8, '0')}`, outId, phone: fields.PhoneNumbers, templateCode: fields.TemplateCode,
      content: fields.Content, at: Date.now(),
    };
    if (outId) byOutId.set(outId, message);
    sent.push(message);
    return answer('OK', { BizId: message.bizId });
  }, options.port);

  return {
    ...server,
    sendUrl: `${server.url}/sms/send`,
    sent,
    failNext(count) { failing = count; },
    requests: () => received,
  };
}
