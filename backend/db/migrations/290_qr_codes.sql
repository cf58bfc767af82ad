-- The QR codes an operator prints (docs/merchants.md, "QR codes and the driver's page"): a
-- merchant's fixed claim code (one coupon type), a lot's exit pay code, a berth's pay code. The
-- printed content is the driver's page address with a token signed by the backend naming the row's
-- id, so disabling the row (status 0) stops a code already on paper.
CREATE TABLE qr_codes (
  id              serial PRIMARY KEY,
  kind            text NOT NULL CHECK (kind IN ('claim', 'exit', 'berth')),
  lot_id          integer NOT NULL REFERENCES parking_lots (id),
  merchant_id     integer REFERENCES merchants (id),
  coupon_type_id  integer REFERENCES coupon_types (id),
  berth_id        integer REFERENCES berths (id),
  status          smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  remark          text,
  created_by      text NOT NULL,
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  CHECK ((kind = 'claim') = (coupon_type_id IS NOT NULL AND merchant_id IS NOT NULL)),
  CHECK ((kind = 'berth') = (berth_id IS NOT NULL))
);
CREATE INDEX qr_codes_lot ON qr_codes (lot_id, kind);
CREATE INDEX qr_codes_merchant ON qr_codes (merchant_id);

-- The driver's page's requests counted per address and per plate (a public page: lookups and
-- claims are rate-limited in the database, so every console and backend process sees the same count).
CREATE TABLE driver_page_hits (
  id      bigserial PRIMARY KEY,
  scope   text NOT NULL CHECK (scope IN ('address', 'plate')),
  key     text NOT NULL,
  hit_at  timestamptz NOT NULL
);
CREATE INDEX driver_page_hits_key ON driver_page_hits (scope, key, hit_at);
CREATE INDEX driver_page_hits_at ON driver_page_hits (hit_at);
