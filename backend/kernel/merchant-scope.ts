// The merchant a caller is bound to, as SQL for ref options and store filters that run with the
// caller's id as $1 (beside lot-scope.ts): a user bound to a merchant (users.merchant_id) is limited
// to it; anyone else is not limited by merchant (his lots still are).

/** SQL condition: `column` (a merchant id) is one the caller may see. */
export const inCallerMerchant = (column: string) => `(NOT EXISTS (
    SELECT 1 FROM users mu LEFT JOIN role_groups mg ON mg.id = mu.role_group_id
     WHERE mu.id = $1 AND mu.merchant_id IS NOT NULL AND NOT coalesce(mg.is_super, false))
  OR ${column} = (SELECT mu.merchant_id FROM users mu WHERE mu.id = $1))`;
