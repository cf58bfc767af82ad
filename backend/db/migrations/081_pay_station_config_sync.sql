-- The base configuration a pay station runs (/PayStation_BaseConfigInfo). Every edit bumps
-- config_version; the backend sends the configuration with 'syncConfig' while the station is
-- online (backend/areas/devices/config-sync.ts) and records the version the station confirmed, or why
-- the last send failed. A new station has version 1 and nothing confirmed: it gets its
-- configuration as soon as it comes online.
ALTER TABLE pay_stations
  ADD COLUMN config_version        integer NOT NULL DEFAULT 1,
  ADD COLUMN config_synced_version integer NOT NULL DEFAULT 0,
  ADD COLUMN config_synced_at      timestamptz,
  ADD COLUMN config_sync_error     text,
  ADD COLUMN config_sync_tried_at  timestamptz;
