import type { DirectoryKey } from '../menu/directories';
import type { Granularity, PeriodLimit } from '../reports/periods';

// A screen declared as data (no JSX, no functions): the same declaration drives the page, the
// BFF allowlist and permission check, the backend's method table and the tests.
//
// Its labels live in messages/<lang>/screens/<entity>.json:
//   { "title": page title (also the seeded menu title),
//     "fields": { <field>: label }, "options": { <field>: { <value>: label } },
//     "actions": { <rowAction>: label },
//     "done": { <rowAction>: its success notice, when "Done" says too little } }
// Generic labels (buttons create/update/delete/export/import, list texts) are in list.json.

export type FieldType =
  | 'text'        // 1 to 100 characters (spec 5) unless maxLength says otherwise
  | 'textarea'    // longer free text, maxLength required
  | 'integer'
  | 'decimal'
  | 'money'       // integer fen (lib/money/fen.ts); typed and shown as yuan, min/max in fen
  | 'stepPrices'  // a step table 'minutes:price,...' (lib/tariff/step-text.ts): prices typed and shown in yuan, sent in fen
  | 'boolean'
  | 'select'      // one of `options`, or of the dictionary type `dictionary`
  | 'date'        // YYYY-MM-DD
  | 'datetime'    // ISO 8601
  | 'digits'      // digits only: version numbers, codes (spec 5)
  | 'version'     // firmware versions: digits, dot-separated (2, 1.4, 2.10.3)
  | 'coordinate'  // longitude/latitude, at most three decimals (spec 5)
  | 'maxSpaces'   // -1 (no limit) or a positive integer (spec 5)
  | 'phone'
  | 'email'
  | 'lot'         // a parking lot id, picked from the caller's lots (data scope)
  | 'password';   // set on create only, under the password policy; never listed

export interface FieldDecl {
  /** Name in payloads and rows (camelCase). Labels: screens.<entity>.fields.<name>. */
  name: string;
  type: FieldType;
  /** Blank refused with 'Input Cant Be Blank.'. */
  required?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  /** Values of a select; labels: screens.<entity>.options.<name>.<value>. */
  options?: readonly (string | number)[];
  /** A select whose values are the dictionary's dkey/dvalue rows of this type. */
  dictionary?: number;
  /**
   * A select whose options are rows of another table, listed by the backend
   * ('<entity>.options' with { field }: the store's `options[field]` SQL gives value and label).
   */
  ref?: boolean;
  /**
   * A ref whose options may leave out the row's own choice (a berth is offered only while no
   * device holds it, so not to the device holding it): the row field that names that choice.
   */
  shownBy?: string;
  /** A column of the list (default true; never for passwords). */
  list?: boolean;
  /** In the create/edit form: 'both' (default), 'create' only, or 'none'. */
  form?: 'both' | 'create' | 'none';
  /** Shown, never written by the user (ids, timestamps, derived figures). */
  readOnly?: boolean;
  /** Offered in the filter bar: text contains, select equals, date range, lot picker. */
  filter?: 'text' | 'select' | 'dateRange' | 'lot';
  /** Sortable column (default true for listed fields). */
  sortable?: boolean;
  /** The backend refuses a second row with the same value. */
  unique?: boolean;
  /** Column width in px. */
  width?: number;
  /**
   * In the form only while each field named holds one of the values listed (and is shown itself);
   * hidden, it is neither checked nor sent, and `required` holds only while it is shown
   * (lib/screens/form-layout.ts). E.g. { pricingMode: ['time'] }.
   */
  shownWhen?: Readonly<Record<string, readonly (string | number)[]>>;
  /** The form's section the field sits in; labels: screens.<entity>.formSections.<name>. */
  section?: string;
}

/** Actions a generic list offers; each but `list` sits behind a button index. */
export type ListAction = 'create' | 'update' | 'delete' | 'export' | 'import';

export interface RowActionDecl {
  /** Labels: screens.<entity>.actions.<name>; BFF operation <entity>.<name>. */
  name: string;
  /** Button index that grants it. */
  button: string;
  /** Ask for confirmation first. */
  confirm?: boolean;
  /**
   * Fields the action asks for in a dialog (e.g. a new password). Labels: screens.<entity>.
   * actionFields.<action>.<field>, else fields.<field>.
   */
  fields?: readonly FieldDecl[];
  /**
   * What the dialog shows of its row (one row), read-only above the fields: these fields of the
   * screen, labelled and formatted as the list shows them (the plate, what is due, the payment...).
   */
  context?: readonly string[];
  /** A field's starting value: the row's value of a row field (field -> row field). */
  initial?: Readonly<Record<string, string>>;
  /**
   * A field's bound taken from the row: at least (`min`) or at most (`max`) the row's value of that
   * row field. The dialog refuses a value beyond it before sending, with `refusal`, a backend message
   * key (messages/<lang>/backend-*.json) whose parameter is named as the row field; the backend
   * refuses the same with the value it has then.
   */
  rowBounds?: Readonly<Record<string, { min?: string; max?: string; refusal: string }>>;
  /**
   * Figures the dialog computes as typed, read-only: `field` minus the row's `minus`, in the field's
   * type (the change: cash received minus what is due). Labels as the fields'.
   */
  derived?: readonly { name: string; field: string; minus: string }[];
  /** Offered for several selected rows at once. */
  bulk?: boolean;
  /**
   * A special dialog instead of the generic form (e.g. 'grantTree'): a component registered in
   * components/admin/row-action-dialogs.ts under this name, given { path, entity, ids, onDone }.
   */
  dialog?: string;
  /**
   * The row's state decides: the action is allowed only from these states of `field` (taken from
   * the entity's pure state machine). The grid disables it elsewhere; the BFF and the backend
   * refuse it with `refusal`, a message key of messages/<lang>/backend-*.json.
   */
  when?: { field: string; from: readonly (string | number)[]; refusal: string };
  /** An approval: the caller must not be the requester named by this row field (a login name). */
  approval?: { requesterField: string };
  /**
   * Moves money: the browser sends an idempotency key per press, kept on retries; the backend
   * carries a key out once and answers a repeat with the first result.
   */
  idempotent?: boolean;
}

/** Related records a row's detail view shows, each a small table of its own. */
export interface DetailSectionDecl {
  /** Labels: screens.<entity>.sections.<name>.title and .fields.<field>. */
  name: string;
  fields: readonly FieldDecl[];
}

export interface ScreenDecl {
  /** Route path, one of the spec's static routes where it is one. */
  path: string;
  /** The menu directory the screen is listed in (lib/menu/directories.ts). */
  directory: DirectoryKey;
  /**
   * Id of the page's menu entry (stable: grants refer to it). Its buttons get menuId * 100 + n,
   * n = 1.. in the order create, update, delete, export, import, then rowActions.
   */
  menuId: number;
  /** Entity name: labels under screens.<entity>, operations <entity>.<action>. */
  entity: string;
  fields: readonly FieldDecl[];
  /** Button index per action; an action without a button is not offered. */
  buttons: Partial<Record<ListAction, string>>;
  rowActions?: readonly RowActionDecl[];
  defaultSort?: { field: string; direction: 'asc' | 'desc' };
  /** Rows belong to a lot (field `lotId`): the backend filters them by the caller's lots. */
  lotScoped?: boolean;
  /**
   * Rows belong to a merchant: a user bound to a merchant (users.merchant_id) sees and touches only
   * that merchant's rows, in the BFF and the backend (the store's `merchantColumn`).
   */
  merchantScoped?: boolean;
  /** This path shows the view of another declared screen (spec: /CatcPayOrder, /PackageManagement). */
  sharedView?: string;
  /**
   * A row opens a detail drawer: every field of the row, these related records (the store's
   * `related` SQL gives their rows) and, with `audit`, the row's history from the audit log.
   */
  detail?: { sections: readonly DetailSectionDecl[]; audit?: boolean };
  /**
   * Queries span at most `months` of this date-time field (spec 9: temporary records within two
   * months): without a range the list shows the last `months`, a wider range is refused.
   */
  rangeLimit?: { field: string; months: number } | ReportPeriodLimit;
  /**
   * A tool inside the create/edit form, working on the values as typed (e.g. 'tryRate': the fee
   * of the rate being edited): a component registered in components/list-screen/form-tools.ts.
   */
  formTool?: string;
  /** A chart the list draws above the grid from the rows it shows (lib/screens/chart.ts). */
  chart?: ChartDecl;
}

/**
 * A report's period (docs/reports.md, "Periods"): the days of a `date` field with a dateRange
 * filter, checked with lib/reports/periods.ts checkPeriod (reversed, unparsable or longer than
 * `period` refused with the report refusals); without a range, the last `period` up to today. With
 * `granularity`, a select filter of GRANULARITIES cuts the rows: `otherwise` when none is chosen,
 * and the chosen one's DEFAULT_PERIOD_LIMITS is the limit.
 */
export interface ReportPeriodLimit {
  field: string;
  period: PeriodLimit;
  granularity?: { field: string; otherwise: Granularity };
}

/**
 * A chart of the rows a list shows: `x` along the bottom, one line or bar per `series` field
 * (integer, decimal or money; labelled as the fields are, money shown as the currency shows it).
 * Rows with the same x add up (an hour of two lots), so series are figures that add up, unless
 * `split` names a field whose values get series of their own (a rate per lot).
 */
export interface ChartDecl {
  type: 'line' | 'bar';
  x: string;
  series: readonly string[];
  /** Bars or areas stacked on each other (parts of one whole). */
  stacked?: boolean;
  split?: string;
}
