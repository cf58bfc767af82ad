// Voiding a paper issue (wrong sheets; docs/invoicing.md, "Paper invoices"): by someone other than
// who issued it (the screen's approval, held here too), with a reason. Its payments are freed (their
// claims in invoiced_payments removed: they may be invoiced again, paper or electronic); its sheets
// stay used, reported void by the record and the summary. One transaction, audited.
import { z } from 'zod';
import { VOIDABLE_ISSUE_STATES, type PaperIssueState } from '../../../../lib/areas/invoicing/paper-issue';
import { PAPER_REFUSALS } from '../../../../lib/areas/invoicing/paper-refusals';
import { VOID_REASON_MAX_LENGTH } from '../../../../lib/areas/invoicing/screens-paper';
import { APPROVER_IS_REQUESTER } from '../../../../lib/screens/commands';
import { isoAt } from '../../../db';
import { refuse, rowNotFound } from '../../../kernel/failures';
import { defineService } from '../../../kernel/service';
import { PAPER_AUDIT } from './audit';

export const voidPaperInvoice = defineService({
  name: 'invoicing.voidPaper',
  input: z.object({ issueId: z.number().int().positive(), reason: z.string().trim().min(1).max(VOID_REASON_MAX_LENGTH) }),
  async run(work, { issueId, reason }) {
    const [issue] = await work.query<{ state: PaperIssueState; operator: string }>('SELECT state, operator FROM paper_invoice_issues WHERE id = $1 FOR UPDATE', [issueId]);
    if (!issue) throw rowNotFound();
    if (!VOIDABLE_ISSUE_STATES.includes(issue.state)) throw refuse(PAPER_REFUSALS.voidRefused);
    if (issue.operator.trim().toLowerCase() === work.actor.name.trim().toLowerCase()) throw refuse(APPROVER_IS_REQUESTER);
    await work.update(PAPER_AUDIT.issue, 'paper_invoice_issues', issueId, { state: 'void', voided_at: isoAt(work.at), voided_by: work.actor.name, void_reason: reason });
    const freed = await work.query<{ payment_id: string }>('DELETE FROM invoiced_payments WHERE paper_issue_id = $1 RETURNING payment_id', [issueId]);
    return { issueId, freed: freed.length };
  },
});
