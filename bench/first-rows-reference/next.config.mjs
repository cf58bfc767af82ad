// The reference of `npm run bench:first-rows`: a bare Next.js app with MUI, the DataGrid, TanStack
// Query and next-intl that shows 20 rows of /TempOrder read from the reference backend by one
// signed call (the console's own ASHX client), built with the console's versions (node_modules of
// the repository root). No session, menu, shell or permission check: the floor such a page costs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default {
  poweredByHeader: false,
  turbopack: { root },
  experimental: { optimizePackageImports: ['@mui/material', '@mui/x-data-grid'] },
};
