// The driver's page (docs/merchants.md, "QR codes and the driver's page"): opened from a printed QR
// code, without sign-in. Rendered on the server: the code's token is verified by the backend
// (DriverPage/code) before anything is shown; a refused code shows the backend's message and
// nothing else. What the driver does next (claim, see his fee) is the small DriverPanel.
import { headers } from 'next/headers';
import { DriverPanel } from '@/components/driver/DriverPanel';
import { clientAddress } from '@/lib/bff/client-address';
import { callDriverOp } from '@/lib/driver/driver-call';
import { driverLanguage } from '@/lib/driver/language';
import { driverTexts, fill } from '@/lib/driver/texts';

export const dynamic = 'force-dynamic';

interface Code { kind: 'claim' | 'exit' | 'berth'; lotName: string; merchantName?: string; couponName?: string; berthNumber?: string }

export default async function DriverPage({ params }: { params: Promise<{ token: string }> }) {
  const [{ token }, head] = await Promise.all([params, headers()]);
  const language = driverLanguage(head.get('accept-language'));
  const texts = driverTexts(language);
  const decoded = decodeURIComponent(token).slice(0, 65);
  const result = await callDriverOp<Code>('code', { token: decoded }, language, clientAddress(head));
  if (!result.ok) {
    return (
      <section lang={language}>
        <h1 style={{ fontSize: 20 }}>{texts.invalidCode}</h1>
        <p role="alert" data-testid="driver-refused" style={{ color: '#b00020' }}>{result.error.detail ?? texts.failed}</p>
      </section>
    );
  }
  const code = result.data;
  const heading = code.kind === 'claim'
    ? fill(texts.claimOf, { merchant: code.merchantName ?? '', coupon: code.couponName ?? '' })
    : fill(code.kind === 'exit' ? texts.payAtExit : texts.payAtBerth, { lot: code.lotName, berth: code.berthNumber ?? '' });
  return (
    <section lang={language}>
      <h1 style={{ fontSize: 20, margin: '8px 0 16px' }} data-testid="driver-heading">{heading}</h1>
      <DriverPanel token={decoded} kind={code.kind} texts={texts} language={language} />
    </section>
  );
}
