// "Invoice result" (a forwarded page of the spec; docs/invoicing.md, "The driver's request"): what a
// driver sees after asking for an invoice on the driver's page. Rendered on the server from the
// signed reference (DriverPage/invoiceResult); while the platform issues it the page refreshes
// itself; once issued it offers the PDF. Nothing about the plate or the payments beyond this.
import { headers } from 'next/headers';
import { clientAddress } from '@/lib/bff/client-address';
import { callDriverOp } from '@/lib/driver/driver-call';
import { driverLanguage } from '@/lib/driver/language';
import { driverTexts } from '@/lib/driver/texts';
import { formatDateTime } from '@/lib/i18n/dates';
import { fenToYuan } from '@/lib/money/fen';

export const dynamic = 'force-dynamic';

/** How often the page looks again while the invoice is being issued (seconds). */
const REFRESH_SECONDS = 3;
const row = { display: 'flex', justifyContent: 'space-between', padding: '4px 0' } as const;

interface Result { state: 'issuing' | 'issued' | 'failed'; number: string | null; gross: number; buyerName: string; issuedAt: string | null; lotName: string }

export default async function InvoiceResult({ params }: { params: Promise<{ ref: string }> }) {
  const [{ ref }, head] = await Promise.all([params, headers()]);
  const language = driverLanguage(head.get('accept-language'));
  const texts = driverTexts(language);
  const decoded = decodeURIComponent(ref).slice(0, 65);
  const result = await callDriverOp<Result>('invoiceResult', { ref: decoded }, language, clientAddress(head));
  if (!result.ok) {
    return (
      <section lang={language}>
        <h1 style={{ fontSize: 20 }}>{texts.invoiceTitle}</h1>
        <p role="alert" data-testid="driver-refused" style={{ color: '#b00020' }}>{result.error.detail ?? texts.failed}</p>
      </section>
    );
  }
  const invoice = result.data;
  return (
    <section lang={language}>
      {invoice.state === 'issuing' && <meta httpEquiv="refresh" content={String(REFRESH_SECONDS)} />}
      <h1 style={{ fontSize: 20, margin: '8px 0 16px' }}>{texts.invoiceTitle}</h1>
      <div style={row}><span>{texts.invoiceLot}</span><span>{invoice.lotName}</span></div>
      <div style={row}><span>{texts.invoiceBuyer}</span><span data-testid="invoice-buyer">{invoice.buyerName}</span></div>
      <div style={row}><span>{texts.invoiceAmount}</span><span data-testid="invoice-amount">¥{fenToYuan(invoice.gross)}</span></div>
      {invoice.state === 'issuing' && <p data-testid="invoice-issuing">{texts.invoiceIssuing}</p>}
      {invoice.state === 'failed' && <p role="alert" data-testid="invoice-failed">{texts.invoiceFailed}</p>}
      {invoice.state === 'issued' && (
        <>
          <div style={row}><span>{texts.invoiceNumber}</span><span data-testid="invoice-number">{invoice.number}</span></div>
          {invoice.issuedAt && <div style={row}><span>{texts.invoiceDate}</span><span>{formatDateTime(invoice.issuedAt, language)}</span></div>}
          <p data-testid="invoice-issued">{texts.invoiceIssued}</p>
          <a href={`/api/driver/invoice-pdf?ref=${encodeURIComponent(decoded)}`} data-testid="invoice-download"
            style={{ display: 'block', textAlign: 'center', padding: '12px 0', fontSize: 17, borderRadius: 8, background: '#07c160', color: '#fff', textDecoration: 'none' }}>
            {texts.invoiceDownload}
          </a>
        </>
      )}
    </section>
  );
}
