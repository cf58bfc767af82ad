// Screens that are ordinary components rather than declared lists (dashboards, monitoring, lock
// control). components/screens/registry.ts maps each to its component; the type keeps them in step.
// The device screens are seeded from lib/screens/special-screens.ts.
export const SPECIAL_SCREEN_PATHS = [
  '/DataHome', '/SystemOperationMonitoring', '/ParkingLockControl', '/ParkingMonitoring', '/RemoteLift', '/CentralControlRemoteLever',
] as const;
export type SpecialScreenPath = (typeof SPECIAL_SCREEN_PATHS)[number];
