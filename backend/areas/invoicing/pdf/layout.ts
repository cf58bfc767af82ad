// Where the parts of a 数电 invoice go on its page (points; 72 to the inch), measured from the
// page's top, as the tax platform's PDF lays them out: 210 × 140 mm, a title with the number and
// date beside it, a frame holding the buyer and seller side by side, the lines, the totals, the
// total with tax in words and figures, and the remarks; the drawer below the frame.

const MM = 72 / 25.4;

export const PAGE_WIDTH = 210 * MM;
/** The page's height with up to MIN_LINE_ROWS lines; each further line adds a row. */
export const BASE_PAGE_HEIGHT = 140 * MM;
export const MARGIN_X = 10 * MM;
export const FRAME_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;

export const TITLE_TOP = 24;
export const TITLE_SIZE = 17;
export const HEAD_SIZE = 9;
export const TEXT_SIZE = 8;
export const LABEL_SIZE = 8;

/** The number and date beside the title: the block's width from the frame's right edge, and its line gap. */
export const HEAD_BLOCK_WIDTH = 150;
export const HEAD_LINE_GAP = 16;
/** The title's double rule, below its top. */
export const TITLE_RULES = [TITLE_SIZE + 6, TITLE_SIZE + 8.5] as const;

export const FRAME_TOP = 66;
/** Inside a box: text's distance from its sides, and from a row's top. */
export const PAD = 4;
export const ROW_TEXT_TOP = 3;
export const PARTY_HEIGHT = 58;
/** A party's name and tax ID: the first one's top in the block, and the gap between them. */
export const PARTY_FIELD_TOP = 12;
export const PARTY_FIELD_GAP = 22;
/** A party's value takes up to two lines. */
export const PARTY_VALUE_LINES = 2;
/** Width of the column that holds a block's label written downwards (购买方信息, 备注). */
export const SIDE_LABEL_WIDTH = 18;
export const HEADER_ROW_HEIGHT = 16;
export const LINE_ROW_HEIGHT = 14;
/** Rows the lines' area keeps even when fewer lines are printed, as the platform's layout. */
export const MIN_LINE_ROWS = 6;
export const TOTAL_ROW_HEIGHT = 16;
export const GROSS_ROW_HEIGHT = 22;
export const REMARK_HEIGHT = 58;
export const REMARK_LINE_HEIGHT = TEXT_SIZE + 2.5;
/** The drawer's line below the frame, and its indent. */
export const DRAWER_TOP = 8;
export const DRAWER_LEFT = 40;

/** The lines' columns: [label, width] left to right; numbers are right-aligned in theirs. */
export const COLUMNS = [
  ['item', 140],
  ['spec', 50],
  ['unit', 32],
  ['quantity', 44],
  ['unitPrice', 70],
  ['amount', 74],
  ['rate', 52],
  ['tax', 0], // the rest of the frame
] as const;

export type ColumnKey = (typeof COLUMNS)[number][0];

/** Each column's left edge and width, from the frame's left edge. */
export function columnBoxes(frameLeft: number): Record<ColumnKey, { x: number; width: number }> {
  const boxes = {} as Record<ColumnKey, { x: number; width: number }>;
  let x = frameLeft;
  for (const [key, width] of COLUMNS) {
    const w = width === 0 ? frameLeft + FRAME_WIDTH - x : width;
    boxes[key] = { x, width: w };
    x += w;
  }
  return boxes;
}

/** The page's height for `lines` lines. */
export function pageHeight(lines: number): number {
  return BASE_PAGE_HEIGHT + Math.max(0, lines - MIN_LINE_ROWS) * LINE_ROW_HEIGHT;
}
