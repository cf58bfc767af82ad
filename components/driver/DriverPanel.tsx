'use client';
// The driver page's one interactive part: a plate, then claiming the code's coupon, or seeing what
// the stay costs now (coupons taken off). Plain elements, no component library: the page stays light
// on a phone. Calls the page's own public routes (app/api/driver/[op]).
import { useState, type FormEvent } from 'react';
import { CSRF_HEADER } from '@/lib/api-contract';
import { fenToYuan } from '@/lib/money/fen';
import { formatDateTime } from '@/lib/i18n/dates';
import type { Language } from '@/lib/spec-constants';
import { fill, type DriverTexts } from '@/lib/driver/texts';
import { DriverInvoiceForm } from './DriverInvoiceForm';

interface Claimed { plate: string; couponName: string; expiresAt: string | null }
interface Quote { plate: string; lotName: string; entryAt: string; minutes: number; receivable: number; couponRelief: number; otherDiscount: number; paid: number; due: number; exitWindowMinutes: number | null }
type Shown = { kind: 'claimed'; claimed: Claimed } | { kind: 'quote'; quote: Quote } | { kind: 'error'; message: string } | null;

const button = { width: '100%', padding: '12px 0', fontSize: 17, border: 0, borderRadius: 8, background: '#07c160', color: '#fff' } as const;
const row = { display: 'flex', justifyContent: 'space-between', padding: '4px 0' } as const;

async function post<T>(op: 'claim' | 'quote' | 'pay', body: { token: string; plate: string }): Promise<{ data?: T; error?: { detail?: string } }> {
  const response = await fetch(`/api/driver/${op}`, { method: 'POST', headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' }, body: JSON.stringify(body) });
  return response.json().catch(() => ({}));
}

export function DriverPanel({ token, kind, texts, language }: { token: string; kind: 'claim' | 'exit' | 'berth'; texts: DriverTexts; language: Language }) {
  const [plate, setPlate] = useState('');
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<Shown>(null);
  const time = (iso: string) => formatDateTime(iso, language);

  /** To WeChat's payment page for what is due now; WeChat sends the phone back here (redirect_url) and notifies the backend. */
  async function pay() {
    setBusy(true);
    const answer = await post<{ payUrl: string }>('pay', { token, plate }).catch(() => ({ error: {} }) as { data?: undefined; error: { detail?: string } });
    if (answer.data) {
      const target = new URL(answer.data.payUrl);
      target.searchParams.set('redirect_url', window.location.href);
      window.location.assign(target.toString());
      return;
    }
    setBusy(false);
    setShown({ kind: 'error', message: answer.error?.detail ?? texts.failed });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const op = kind === 'claim' ? 'claim' : 'quote';
    const answer = await post<Claimed & Quote>(op, { token, plate }).catch(() => ({ error: {} }) as { data?: undefined; error: { detail?: string } });
    setBusy(false);
    if (!answer.data) setShown({ kind: 'error', message: answer.error?.detail ?? texts.failed });
    else setShown(op === 'claim' ? { kind: 'claimed', claimed: answer.data } : { kind: 'quote', quote: answer.data });
  }

  return (
    <div>
      <form onSubmit={submit}>
        <label style={{ display: 'block', marginBottom: 8 }}>
          {texts.plate}
          <input name="plate" value={plate} onChange={(e) => setPlate(e.target.value)} maxLength={16} required autoComplete="off"
            placeholder={texts.platePlaceholder} style={{ display: 'block', width: '100%', boxSizing: 'border-box', fontSize: 18, padding: 8, marginTop: 4 }} />
        </label>
        <button type="submit" disabled={busy} style={button} data-testid="driver-submit">
          {busy ? texts.working : kind === 'claim' ? texts.claim : texts.quote}
        </button>
      </form>
      {shown?.kind === 'error' && <p role="alert" data-testid="driver-error" style={{ color: '#b00020' }}>{shown.message}</p>}
      {shown?.kind === 'claimed' && (
        <p data-testid="driver-claimed">
          {fill(texts.claimed, { coupon: shown.claimed.couponName, plate: shown.claimed.plate })}
          {shown.claimed.expiresAt && <><br />{fill(texts.validUntil, { at: time(shown.claimed.expiresAt) })}</>}
        </p>
      )}
      {shown?.kind === 'quote' && (
        <div data-testid="driver-quote" style={{ marginTop: 16 }}>
          <div style={row}><span>{texts.plate}</span><span>{shown.quote.plate}</span></div>
          <div style={row}><span>{texts.entryAt}</span><span>{time(shown.quote.entryAt)}</span></div>
          <div style={row}><span>{texts.duration}</span><span>{fill(texts.minutes, { hours: Math.floor(shown.quote.minutes / 60), minutes: shown.quote.minutes % 60 })}</span></div>
          <div style={row}><span>{texts.receivable}</span><span data-testid="driver-receivable">¥{fenToYuan(shown.quote.receivable)}</span></div>
          {shown.quote.couponRelief > 0 && <div style={row}><span>{texts.couponRelief}</span><span data-testid="driver-coupon-relief">-¥{fenToYuan(shown.quote.couponRelief)}</span></div>}
          {shown.quote.otherDiscount > 0 && <div style={row}><span>{texts.otherDiscount}</span><span>-¥{fenToYuan(shown.quote.otherDiscount)}</span></div>}
          {shown.quote.paid > 0 && <div style={row}><span>{texts.paid}</span><span>¥{fenToYuan(shown.quote.paid)}</span></div>}
          <div style={{ ...row, fontWeight: 700, fontSize: 18 }}><span>{texts.due}</span><span data-testid="driver-due">¥{fenToYuan(shown.quote.due)}</span></div>
          {shown.quote.due === 0 && shown.quote.paid === 0 && <p data-testid="driver-nothing-due">{texts.nothingDue}</p>}
          {shown.quote.due === 0 && shown.quote.paid > 0 && <p data-testid="driver-paid">{fill(texts.paidLeave, { minutes: shown.quote.exitWindowMinutes ?? 0 })}</p>}
          {shown.quote.due > 0 && shown.quote.exitWindowMinutes !== null && <p>{fill(texts.exitWindow, { minutes: shown.quote.exitWindowMinutes })}</p>}
          {shown.quote.due > 0 && (
            <button type="button" disabled={busy} onClick={pay} style={button} data-testid="driver-pay-wechat">
              {fill(texts.payWechat, { amount: fenToYuan(shown.quote.due) })}
            </button>
          )}
        </div>
      )}
      {kind !== 'claim' && <DriverInvoiceForm token={token} plate={plate} texts={texts} />}
    </div>
  );
}
