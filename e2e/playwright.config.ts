import { defineConfig } from '@playwright/test';

// Servers are started once by scripts/e2e.mjs and shared by every spec (URLs in E2E_*).
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  // Three: a browser test mostly waits (for the page, the server, the grid), two left the cores
  // half idle (docs/performance.md "npm test"). E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  outputDir: '../test-results/e2e-artifacts',
  use: {
    baseURL: process.env.E2E_CONSOLE_URL,
    locale: 'zh-CN',
    // As a person who asks for less motion (docs/performance.md): no click may be lost then.
    reducedMotion: 'reduce',
    // A failed test keeps its trace (actions, network, DOM snapshots) but no screencast: recording
    // frames all along made the browser tests take a third longer (docs/performance.md "npm test").
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
        '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
});
