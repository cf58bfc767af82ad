// Rates: tariffs and their versions, holidays, internal vehicles.
// What other areas may use of its server side: they reach the area only through this file
// (docs/architecture.md, "Boundaries").
export { checkValidity } from './common';
export { calendarOfDays } from './holiday-days';
export { RATE_AUDIT_ENTITY } from './rates';
