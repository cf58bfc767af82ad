-- One number that changes whenever anyone's menu may have changed (entries, grants, role groups,
-- users' role groups). Every signed-in answer carries it (header x-catc-menu-version), so each
-- console process drops its cached menus when another process, or a direct write, changed grants.
-- Statement triggers catch every path: screens, imports, special operations and the seed.
CREATE TABLE menu_version (
  id       boolean PRIMARY KEY DEFAULT true CHECK (id),
  version  integer NOT NULL
);
INSERT INTO menu_version (id, version) VALUES (true, 1);

CREATE FUNCTION bump_menu_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE menu_version SET version = version + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER menu_entries_menu_version AFTER INSERT OR UPDATE OR DELETE ON menu_entries
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_version();
CREATE TRIGGER role_grants_menu_version AFTER INSERT OR UPDATE OR DELETE ON role_grants
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_version();
CREATE TRIGGER role_groups_menu_version AFTER UPDATE OF is_super OR DELETE ON role_groups
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_version();
CREATE TRIGGER users_menu_version AFTER UPDATE OF role_group_id, disabled ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_version();
