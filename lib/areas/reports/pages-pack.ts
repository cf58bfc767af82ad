// The management pack (/OneClickReport) and the BI page (/MaiboBi) (issue 23; docs/reports.md).
export const PACK_PAGES = [] as const;
