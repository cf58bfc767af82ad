// Every number and fixed value the spec gives (sections 3, 4, 5, 7 and 9), named once.
// Import from here; never repeat a literal from the spec elsewhere.

/** Request timeout for every ASHX call (spec 7, 9). */
export const REQUEST_TIMEOUT_MS = 360_000;
/** Debounce before the timeout marker is refreshed after a navigation (spec 4, 9). */
export const TIMEOUT_MARKER_DEBOUNCE_MS = 2_000;
/** Default debounce for inputs (spec 9). */
export const DEFAULT_DEBOUNCE_MS = 200;
/** Default session lifetime in hours when outTimeNumber is absent (spec 4, 9). */
export const DEFAULT_OUT_TIME_HOURS = 1;
/** An access token is renewed this long after it was issued (spec 4, 9). */
export const TOKEN_RENEWAL_MS = 90 * 60_000;

/** Dictionary index ranges (spec 7, 9). */
export const DICTIONARY_STARTUP = { type: 99, startIndex: 1, endIndex: 999_999 } as const;
export const DICTIONARY_LOOKUP = { startIndex: 1, endIndex: 10 } as const;
export const DICTIONARY_PLATFORM = { dkey: 'Platform', type: 1 } as const;

/** Power list request (spec 6, 7). */
export const POWER_LIST_REQUEST = { TerraceType: 2, GetList: 'GetListNew', IsMaintance: 2 } as const;

/** Limits (spec 5, 9). */
export const IMAGE_MAX_BYTES = 500 * 1024;
export const IMAGE_TYPES = ['jpg', 'png', 'webp'] as const;
export const TEXT_MIN_LENGTH = 1;
export const TEXT_MAX_LENGTH = 100;
export const COORDINATE_DECIMALS = 3;
export const PASSWORD_MIN_LENGTH = 10;
export const TEMPORARY_INFO_MONTHS = 2;
export const MAX_LIST_ENTRIES = 2;
export const UNLIMITED_SPACES = -1;

/** Storage types (spec 3, 9): 1 persistent, 2 browser session. */
export const STORAGE_TYPE = { persistent: 1, session: 2 } as const;
export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
/** Platform codes that select different startup chunks (spec 4, 9). */
export const PLATFORM_CODES = [2, 5] as const;
export const REQUEST_PLATFORM = 'web';
export const DEFAULT_REQUEST_TYPE = 'web';
export const DEFAULT_COMPRESS = '00';
/** time query parameter: random integer below this (spec 7). */
export const REQUEST_TIME_BOUND = 100_000;

export const DEFAULT_HOME = '/DataHome';
export const LOGIN_PATH = '/login';

/** Parking-lot list rule (spec 5). */
export const DEFAULT_PARK_DATA_TYPE = '2';
export const LOT_LIST_PARK_DATA_TYPE = '2,5';
export const LOT_LIST_TYPE_KEEPING_TYPE = 4;

/** Signing: the clock used for browserTm is UTC+8 (spec 7). */
export const SIGNING_CLOCK_OFFSET_HOURS = 8;
/** The operator's clock as a time zone (UTC+8 all year, like the signing clock): every date shown. */
export const OPERATOR_TIME_ZONE = 'Asia/Shanghai';
/** The backend refuses a browserTm further than this from its own clock. */
export const SIGNATURE_MAX_SKEW_MS = 5 * 60_000;

/** Status codes (spec 8). */
export const STATUS_OK = 200;
export const STATUS_TIMEOUT_CODES = [500, 4000] as const;

/** Minimised dialogs (spec 2). */
export const MAX_MINIMISED_DIALOGS = 2;
export const MINIMISED_BOTTOM_PX = 30;
export const MINIMISED_STEP_PX = 70;

/** Device id prefix (spec 9). */
export const DEVICE_ID_PREFIX = 'web-';

/** Lock control modes (spec 3). */
export const LOCK_CONTROL_MODE = { forced: 1, stopWorking: 2, closed: 3 } as const;
/** Lock communication states (spec 3). */
export const LOCK_COMM_STATE = { offline: 0, online: 1, nodeDisconnected: 2 } as const;
/** Lock run states (spec 4); there is no 2. */
export const LOCK_RUN_STATE = {
  available: 0, newEntry: 1, parked: 3, paid: 4, paidNotLeft: 5, paymentExpired: 6,
  resistanceFalling: 7, resistanceRising: 8, offline: 9, raisedNoVehicle: 10, other: 11,
} as const;
