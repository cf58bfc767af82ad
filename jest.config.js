// Two projects: pure unit tests beside the code, and backend tests against a real database.
const transform = { '^.+\\.(t|m?j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }] };
const moduleNameMapper = { '^@/(.*)$': '<rootDir>/$1' };
module.exports = {
  projects: [
    { displayName: 'unit', testEnvironment: 'node', transform, moduleNameMapper,
      testMatch: ['<rootDir>/{lib,components,app,scripts}/**/*.test.{ts,tsx}'] },
    { displayName: 'backend', testEnvironment: 'node', transform, moduleNameMapper,
      testMatch: ['<rootDir>/backend/**/*.test.ts'] },
  ],
};
