// The stores of the paper invoices' screens (lib/areas/invoicing/screens-paper.ts).
import type { EntityStore } from '../../../entities/types';
import { paperBookStore } from './books';
import { paperIssueStore } from './issues';
import { paperSummaryStore } from './summary';

export const PAPER_STORES: readonly EntityStore[] = [paperBookStore, paperIssueStore, paperSummaryStore];
