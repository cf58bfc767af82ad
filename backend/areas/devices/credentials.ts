// MQTT credentials of the device protocol. Every device signs in with its user name
// ('<kind>:<serial>', also its client id) and a password derived from the device secret
// (MQTT_DEVICE_SECRET): HMAC-SHA256 of the user name. The secret stands in for the keys a
// manufacturer provisions into each device; the backend, its embedded broker and the simulator
// know it, nothing in the browser does.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The default device secret: derived from the signing secret, so no extra setting is needed. */
export function deviceSecretFrom(signingSecret: string): string {
  return createHmac('sha256', signingSecret).update('catc-mqtt-device-secret').digest('base64url');
}

export function devicePassword(secret: string, user: string): string {
  return createHmac('sha256', secret).update(user).digest('hex');
}

export function checkDevicePassword(secret: string, user: string, password: Buffer | string | undefined): boolean {
  if (password === undefined) return false;
  const expected = Buffer.from(devicePassword(secret, user));
  const given = Buffer.from(password);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
