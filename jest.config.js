// Two projects: pure unit tests beside the code, and backend tests against a real database.
const transform = { '^.+\\.(t|m?j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }] };
const moduleNameMapper = { '^@/(.*)$': '<rootDir>/$1' };
// ES-module-only packages the tests import (the message precompiler and its formatter) are compiled too.
const transformIgnorePatterns = ['/node_modules/(?!(icu-minify|@formatjs|intl-messageformat)/)'];
module.exports = {
  projects: [
    { displayName: 'unit', testEnvironment: 'node', transform, transformIgnorePatterns, moduleNameMapper,
      testMatch: ['<rootDir>/{lib,components,app,scripts,server}/**/*.test.{ts,tsx}'] },
    { displayName: 'backend', testEnvironment: 'node', transform, moduleNameMapper,
      testMatch: ['<rootDir>/backend/**/*.test.ts'] },
  ],
};
