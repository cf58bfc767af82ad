// The reference of `npm run bench:page`: a bare Next.js page with one MUI button and one DataGrid,
// built with the console's own versions (node_modules of the repository root).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default {
  poweredByHeader: false,
  turbopack: { root },
  experimental: { optimizePackageImports: ['@mui/material', '@mui/x-data-grid'] },
};
