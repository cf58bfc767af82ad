// Headers the reference backend adds to its answers, beyond the ASHX contract. A backend that
// does not send them still works: the console falls back to what it did without them.

/** menu_version of the backend's database: changes whenever anyone's menu may have changed. */
export const MENU_VERSION_HEADER = 'x-catc-menu-version';
