-- Payment channels and refunds (issue 11, section 2; docs/refunds.md).
--
-- pay_params: the merchant accounts of the online channels (/AlipayPayParamsInfo,
-- /WechatPayParamsInfo). Merchant ids, keys and certificates are stored encrypted (AES-256-GCM
-- with a key derived from the backend's secret, backend/channels/at-rest.ts) beside a mask that
-- is all a screen ever shows. A lot's refunds use its own account, else the one without a lot.
--   Alipay: merchant = app_id, key = the application private key, cert = Alipay's public key.
--   WeChat: merchant = mch_id, key = the API key (v2), cert = the API client certificate;
--           app_id = the official account's or mini program's appid (not secret).
CREATE TABLE pay_params (
  id               serial PRIMARY KEY,
  channel          text NOT NULL CHECK (channel IN ('alipay', 'wechat')),
  name             text NOT NULL UNIQUE,
  lot_id           integer REFERENCES parking_lots (id),
  app_id           text,
  merchant_cipher  text,
  merchant_mask    text,
  key_cipher       text,
  key_mask         text,
  cert_cipher      text,
  cert_mask        text,
  -- The channel's gateway (a real one, or a simulated server for tests and the demo).
  gateway_url      text NOT NULL,
  -- Where the channel posts its notifications: this backend's /notify/<channel>/<id>, as the
  -- channel reaches it.
  notify_url       text,
  status           smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  remark           text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
-- At most one enabled account per channel and lot, and one without a lot.
CREATE UNIQUE INDEX pay_params_lot ON pay_params (channel, lot_id) WHERE status = 1 AND lot_id IS NOT NULL;
CREATE UNIQUE INDEX pay_params_default ON pay_params (channel) WHERE status = 1 AND lot_id IS NULL;

-- Refund numbers: 'R' + the operator's day + a sequence (one sequence: many backends, distinct numbers).
CREATE SEQUENCE refund_no_seq;

-- The account a refund was sent with (its notification is verified with that account's keys).
ALTER TABLE refunds ADD COLUMN pay_params_id integer REFERENCES pay_params (id);
CREATE INDEX refunds_state ON refunds (state, requested_at DESC, id DESC);
