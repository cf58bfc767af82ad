// What the arrears stores share: an arrear (t) with its order (o), stay (s), lot (l) and the lot
// where it was recovered (rl); its detail's related records ($1 the arrear).
export const ARREAR_JOINS = `JOIN orders o ON o.id = t.order_id JOIN stays s ON s.id = t.stay_id
  LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN parking_lots rl ON rl.id = t.recovered_lot_id`;

/** The remind dialog's templates: the enabled SMS templates. */
export const ARREAR_OPTIONS: Record<string, string> = {
  remindTemplateId: "SELECT id AS value, code || ' ' || name AS label FROM sms_templates WHERE status = 1 ORDER BY code, id",
};

/** What the arrear's order and stay say now. */
export const ARREAR_COMPUTED: Record<string, string> = {
  lotName: 'l.name', orderNo: 'o.order_no', exitAt: 's.exit_at', paid: 'o.paid', owed: 'o.due', recoveredLotName: 'rl.name',
};

export const ARREAR_RELATED: Record<string, string> = {
  payments: `SELECT p.id, p.payment_no AS "paymentNo", p.channel, p.amount, p.paid_at AS "paidAt", p.operator
    FROM payments p JOIN arrears a ON a.order_id = p.order_id WHERE a.id = $1 ORDER BY p.paid_at, p.id`,
  reductions: `SELECT d.id, d.kind, d.amount, d.reason, d.operator, d.at
    FROM order_discounts d JOIN arrears a ON a.order_id = d.order_id WHERE a.id = $1 ORDER BY d.at, d.id`,
  reminders: `SELECT id, phone, content, state, created_by AS "createdBy", created_at AS "createdAt", attempts, sent_at AS "sentAt", failure
    FROM arrears_reminders WHERE arrear_id = $1 ORDER BY created_at, id`,
};
