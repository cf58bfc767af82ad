// Formats of field equipment and field reports the POS and field-operation stores check beyond
// the shared rules of lib/validation: licence plates, IMEI numbers of handheld terminals, IP
// addresses of video piles, addresses of photos. Each check answers a message key of
// messages/<lang>/validation.json when the value does not fit.

/** Message keys (validation.json). */
export const FORMAT_KEYS = { plate: 'plate', imei: 'imei', ip: 'ip', imageUrl: 'imageUrl' } as const;

// ---------------------------------------------------------------------------------------------
// Licence plates

/** Province abbreviations that open a mainland plate (GA 36). */
const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
/** Letters of plates: every Latin letter but I and O (they read as 1 and 0). */
const L = 'A-HJ-NP-Z';
const MAINLAND = [
  // Ordinary: province, issuing letter, five letters or digits; the last may mark a trailer,
  // a learner, police, or a cross-boundary vehicle.
  new RegExp(`^[${PROVINCES}][${L}][${L}0-9]{4}[${L}0-9挂学警港澳]$`),
  // New energy, small (D or F first) and large (D or F last).
  new RegExp(`^[${PROVINCES}][${L}][DF][${L}0-9][0-9]{4}$`),
  new RegExp(`^[${PROVINCES}][${L}][0-9]{5}[DF]$`),
];
/** Embassy and consulate plates. */
const DIPLOMATIC = /^(使[0-9]{6}|[0-9]{6}使|[A-Z]{2}[0-9]{4}领)$/;
/** Elsewhere (Hong Kong, Macau, abroad): two to eight letters and digits, at least one digit. */
const OTHER = /^(?=.*[0-9])[A-Z0-9]{2,8}$/;

/** Longest plate a form takes, as typed (spaces and dashes included). */
export const PLATE_MAX_LENGTH = 16;
/** Room for a plate as typed (spaces and a dot included); stored normalised. */
export const PLATE_INPUT_MAX_LENGTH = 12;

/** A plate as stored and compared: no spaces, dots or dashes, upper case. */
export function normalizePlate(value: string): string {
  return value.normalize('NFKC').replace(/[\s·•.\-]/g, '').toUpperCase();
}

export function isValidPlate(value: string): boolean {
  const plate = normalizePlate(value);
  if (/^[\u4e00-\u9fff]/.test(plate) && !plate.startsWith('使')) return MAINLAND.some((re) => re.test(plate));
  return DIPLOMATIC.test(plate) || OTHER.test(plate);
}

// ---------------------------------------------------------------------------------------------
// IMEI: 15 digits, the last a Luhn check digit over the first 14.

export const IMEI_LENGTH = 15;

export function luhnDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidImei(value: string): boolean {
  return /^\d{15}$/.test(value) && luhnDigit(value.slice(0, 14)) === Number(value[14]);
}

/** A valid IMEI from 14 digits (tests and fixtures). */
export const imeiOf = (body: string) => `${body}${luhnDigit(body)}`;

// ---------------------------------------------------------------------------------------------
// IP addresses: dotted IPv4, or IPv6 (hexadecimal groups, one '::' at most).

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

export function isValidIp(value: string): boolean {
  if (IPV4.test(value)) return true;
  if (!/^[0-9a-fA-F:]+$/.test(value) || value.length > 39) return false;
  const halves = value.split('::');
  if (halves.length > 2) return false;
  const groups = halves.flatMap((h) => (h === '' ? [] : h.split(':')));
  if (groups.some((g) => !/^[0-9a-fA-F]{1,4}$/.test(g))) return false;
  return halves.length === 2 ? groups.length < 8 : groups.length === 8;
}

// ---------------------------------------------------------------------------------------------
// Photos are uploaded by the field apps; records keep the address of a jpg, png or webp image
// (the image types of spec 5).

export const IMAGE_URL_MAX_LENGTH = 300;
const IMAGE_URL = /^https?:\/\/[^\s/?#]+\/[^\s?#]*\.(jpe?g|png|webp)([?#]\S*)?$/i;

export function isValidImageUrl(value: string): boolean {
  return value.length <= IMAGE_URL_MAX_LENGTH && IMAGE_URL.test(value);
}
