// What a cashier takes arrears with at a booth (a pay station and the app pay by themselves), for
// /ArrearsCollection's declaration and its page alike (no zod here: the page's first load stays light).
export const COLLECT_CHANNELS = ['cash', 'pos', 'alipay', 'wechat'] as const;
export type CollectChannel = (typeof COLLECT_CHANNELS)[number];
