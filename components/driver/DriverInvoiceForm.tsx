'use client';
// The driver's request for an invoice of his paid stay (docs/invoicing.md, "The driver's request"):
// to whom (a person, or a company with its tax ID) and where to mail it; the backend invoices the
// plate's latest paid stay at the code's lot and answers a signed reference, and the phone goes to
// the invoice's result page. Plain elements, as the rest of the page.
import { useState, type FormEvent } from 'react';
import { CSRF_HEADER } from '@/lib/api-contract';
import type { DriverTexts } from '@/lib/driver/texts';

const field = { display: 'block', width: '100%', boxSizing: 'border-box', fontSize: 16, padding: 8, marginTop: 4 } as const;
const button = { width: '100%', padding: '12px 0', fontSize: 17, border: 0, borderRadius: 8, background: '#1677ff', color: '#fff', marginTop: 8 } as const;

export function DriverInvoiceForm({ token, plate, texts }: { token: string; plate: string; texts: DriverTexts }) {
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<'person' | 'company'>('person');
  const [name, setName] = useState('');
  const [taxId, setTaxId] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const buyer = { kind, name, ...(kind === 'company' ? { taxId } : {}), ...(email ? { email } : {}) };
    const response = await fetch('/api/driver/invoice', {
      method: 'POST', headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' }, body: JSON.stringify({ token, plate, buyer }),
    }).catch(() => null);
    const answer = (await response?.json().catch(() => ({}))) as { data?: { ref: string }; error?: { detail?: string } } | undefined;
    if (answer?.data) {
      window.location.assign(`/p/invoice/${encodeURIComponent(answer.data.ref)}`);
      return;
    }
    setBusy(false);
    setError(answer?.error?.detail ?? texts.failed);
  }

  if (!open) {
    return <button type="button" onClick={() => setOpen(true)} disabled={!plate} style={button} data-testid="driver-invoice-open">{texts.invoiceAsk}</button>;
  }
  return (
    <form onSubmit={submit} style={{ marginTop: 16 }} data-testid="driver-invoice-form">
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
        <legend>{texts.invoiceBuyerKind}</legend>
        <label style={{ marginRight: 16 }}><input type="radio" name="kind" checked={kind === 'person'} onChange={() => setKind('person')} /> {texts.invoicePerson}</label>
        <label><input type="radio" name="kind" checked={kind === 'company'} onChange={() => setKind('company')} data-testid="driver-invoice-company" /> {texts.invoiceCompany}</label>
      </fieldset>
      <label style={{ display: 'block', marginBottom: 8 }}>{texts.invoiceBuyerName}
        <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} style={field} /></label>
      {kind === 'company' && (
        <label style={{ display: 'block', marginBottom: 8 }}>{texts.invoiceTaxId}
          <input value={taxId} onChange={(e) => setTaxId(e.target.value)} required maxLength={18} autoCapitalize="characters" style={field} /></label>
      )}
      <label style={{ display: 'block', marginBottom: 8 }}>{texts.invoiceEmail}
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={200} style={field} /></label>
      <button type="submit" disabled={busy} style={button} data-testid="driver-invoice-submit">{busy ? texts.working : texts.invoiceSubmit}</button>
      {error && <p role="alert" data-testid="driver-invoice-error" style={{ color: '#b00020' }}>{error}</p>}
    </form>
  );
}
