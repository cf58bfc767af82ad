-- The monthly agreement (system parameters): each published version kept as it was published, so
-- a card can name the version its customer accepted (docs/rentals.md, "The agreement").
CREATE TABLE monthly_agreements (
  id            serial PRIMARY KEY,
  version       integer NOT NULL UNIQUE CHECK (version > 0),
  text_zh       text NOT NULL,
  text_en       text NOT NULL,
  published_at  timestamptz NOT NULL,
  published_by  text NOT NULL
);
