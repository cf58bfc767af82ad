import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

// next-intl is given its messages precompiled (lib/i18n/precompile.ts), so its formatter needs no
// ICU parser: the same alias next-intl's own `precompile` option sets (a relative path, as Turbopack wants).
const formatOnly = `./${path.relative(process.cwd(), require.resolve('use-intl/format-message/format-only'))}`;

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The whole project (backend and tests included) is type-checked once by `npm test` (tsc).
  typescript: { ignoreBuildErrors: true },
  turbopack: { resolveAlias: { 'use-intl/format-message': formatOnly } },
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
