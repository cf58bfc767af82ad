// Headers the reference backend adds to its answers, beyond the ASHX contract. A backend that
// does not send them still works: the console falls back to what it did without them.

/** menu_version of the backend's database: changes whenever anyone's menu may have changed. */
export const MENU_VERSION_HEADER = 'x-catc-menu-version';

/**
 * A streamed upload (a page operation with `upload`): the ASHX form (token, privatekey, datas)
 * travels URL-encoded in this request header, and the body is the file itself.
 */
export const ASHX_FORM_HEADER = 'x-catc-ashx-form';
