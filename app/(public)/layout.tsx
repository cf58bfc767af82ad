// The public pages (the driver's page behind a QR code): outside the console's guard and shell,
// sharing nothing of its session (docs/security.md, "The driver's page"). Phone-sized.
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = { title: '停车缴费 / Parking payment', robots: { index: false, follow: false } };
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function PublicLayout({ children }: { children: ReactNode }) {
  return <main style={{ maxWidth: 480, margin: '0 auto', padding: 16, fontFamily: 'system-ui, sans-serif', lineHeight: 1.5 }}>{children}</main>;
}
