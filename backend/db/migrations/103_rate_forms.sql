-- The rate screens (issue "charging core", rates): a version keeps, beside its rules, the flat
-- form values that made them (lib/tariff/form.ts formFromRules of the rules, blanks as null), so
-- that the list and the edit form show the version in force without parsing rules in SQL. Null
-- for a version written by other means (its rules go beyond the form).
-- (The current version is a rate's highest: UNIQUE (rate_id, version) already indexes it.)
ALTER TABLE rate_versions ADD COLUMN form jsonb;
