import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The whole project (backend and tests included) is type-checked once by `npm test` (tsc).
  typescript: { ignoreBuildErrors: true },
  experimental: { optimizePackageImports: ['@mui/material', '@mui/icons-material', '@mui/x-data-grid'] },
  async headers() {
    return [{
      source: '/:path*',
      headers: [
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'same-origin' },
      ],
    }];
  },
};

export default withNextIntl(nextConfig);
