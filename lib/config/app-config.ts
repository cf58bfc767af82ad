// Application configuration (spec 3): the fields of app-config.json, read on the server.
import { z } from 'zod';
import { DEFAULT_LANGUAGE, DEFAULT_OUT_TIME_HOURS, LANGUAGES, STORAGE_TYPE } from '../spec-constants';

const text = z.preprocess((v) => (v === null || v === undefined ? '' : String(v)), z.string());

export const appConfigSchema = z.object({
  baseUrl: text,
  language: z.enum(LANGUAGES).catch(DEFAULT_LANGUAGE),
  Platform: text,
  storageType: z.coerce.number().pipe(z.union([z.literal(STORAGE_TYPE.persistent), z.literal(STORAGE_TYPE.session)]))
    .catch(STORAGE_TYPE.persistent),
  huanQiuUrl: text,
  lawEnforcementUrl: text,
  projectName: text,
  /** Hours; a missing or non-positive value means every session is expired (spec 5). */
  outTimeNumber: z.unknown().transform((v) => (v === '' || v === null || v === undefined ? Number.NaN : Number(v))),
  biUrl: text,
  isPrivate: z.preprocess((v) => v === true || v === 'true' || v === 1 || v === '1', z.boolean()),
  /** Origins allowed to sign a user in by postMessage (SSO). */
  ssoOrigins: z.array(z.string()).catch([]),
  /** The global lot: a ParkID equal to globalLotId is sent to globalLotUrl (spec 7). */
  globalLotId: text,
  globalLotUrl: text,
});

export type AppConfig = z.infer<typeof appConfigSchema>;

/** Used when neither the configured file nor its local copy can be read. */
export const DEFAULT_APP_CONFIG: AppConfig = appConfigSchema.parse({
  baseUrl: '', language: DEFAULT_LANGUAGE, Platform: '', storageType: STORAGE_TYPE.persistent,
  outTimeNumber: DEFAULT_OUT_TIME_HOURS, isPrivate: true,
});

export function parseAppConfig(raw: unknown): AppConfig {
  const record = raw && typeof raw === 'object' ? raw : {};
  return appConfigSchema.parse({ ...DEFAULT_APP_CONFIG, ...record });
}

/** What the browser may know of the configuration: no addresses of backends, no flags of signing. */
export function publicConfig(config: AppConfig) {
  return {
    language: config.language, projectName: config.projectName, outTimeNumber: config.outTimeNumber,
    storageType: config.storageType, Platform: config.Platform, biUrl: config.biUrl, ssoOrigins: config.ssoOrigins,
  };
}
export type PublicConfig = ReturnType<typeof publicConfig>;
