-- Lists that do not slow down with the table (issue 13).
-- "Contains" filters (ILIKE '%text%') on the text fields users search in the big tables: a
-- trigram index serves them (PostgreSQL's pg_trgm; PGlite loads the same extension, see
-- backend/db/pglite-worker.cjs). Without it every such filter reads the whole table.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX audit_log_actor_trgm ON audit_log USING gin (actor gin_trgm_ops);
CREATE INDEX audit_log_action_trgm ON audit_log USING gin (action gin_trgm_ops);
CREATE INDEX audit_log_page_trgm ON audit_log USING gin (page gin_trgm_ops);
CREATE INDEX stays_plate_trgm ON stays USING gin (plate gin_trgm_ops);
CREATE INDEX orders_plate_trgm ON orders USING gin (plate gin_trgm_ops);
CREATE INDEX passages_plate_trgm ON passages USING gin (plate gin_trgm_ops);
