// Who holds a paper invoice book (paper_invoice_books.holder_kind): a console user (a booth
// cashier), a POS collector or a booth, named as the screens show it and as an issue keeps it.

/** The joins HOLDER_NAME reads, over the books aliased `t`. */
export const HOLDER_JOINS = 'LEFT JOIN users hu ON hu.id = t.collector_id LEFT JOIN pos_users hp ON hp.id = t.pos_user_id';

/** The holder's name: the user's display name (else login), the POS collector's name, or the booth. */
export const HOLDER_NAME = `(CASE t.holder_kind WHEN 'user' THEN coalesce(nullif(hu.display_name, ''), hu.login_name)
  WHEN 'posUser' THEN hp.name ELSE t.booth END)`;
