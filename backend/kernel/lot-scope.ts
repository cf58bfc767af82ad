// The lots a caller may see, as SQL for ref options and store filters that run with the caller's
// id as $1: every lot for a super administrator, else the lots of his permission groups; a ref to
// an enabled row in those lots.

/** SQL condition: `column` (a lot id) is one of the caller's lots. */
export const inCallerLots = (column: string) => `(EXISTS (
    SELECT 1 FROM users su JOIN role_groups sg ON sg.id = su.role_group_id WHERE su.id = $1 AND sg.is_super)
  OR ${column} IN (SELECT gl.lot_id FROM permission_group_lots gl
    JOIN permission_group_users gu ON gu.group_id = gl.group_id WHERE gu.user_id = $1))`;

/** The ref check of a lot ($1 its id). */
export const LOT_EXISTS = 'SELECT 1 FROM parking_lots WHERE id = $1';

/** Options SQL of a ref to an enabled row of `table` (a street, a rate) in the caller's lots, labelled 'lot / name'. */
export const enabledInCallerLots = (table: string) => `SELECT x.id AS value, pl.name || ' / ' || x.name AS label FROM ${table} x
  JOIN parking_lots pl ON pl.id = x.lot_id WHERE x.status = 1 AND ${inCallerLots('x.lot_id')} ORDER BY pl.name, x.name, x.id`;
