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

export const FRAME_TOP = 66;
export const PARTY_HEIGHT = 58;
/** Width of the column that holds a block's label written downwards (购买方信息, 备注). */
export const SIDE_LABEL_WIDTH = 18;
export const HEADER_ROW_HEIGHT = 16;
export const LINE_ROW_HEIGHT = 14;
/** Rows the lines' area keeps even when fewer lines are printed, as the platform's layout. */
export const MIN_LINE_ROWS = 6;
export const TOTAL_ROW_HEIGHT = 16;
export const GROSS_ROW_HEIGHT = 22;
export const REMARK_HEIGHT = 58;
export const DRAWER_GAP = 16;

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
