// The entities the paper invoices' services audit their rows under: the screens' own, so that a
// row's detail shows its whole history.
export const PAPER_AUDIT = { book: 'paperInvoiceBook', issue: 'paperInvoiceIssue' } as const;
