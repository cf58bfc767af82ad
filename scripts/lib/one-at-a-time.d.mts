export interface TimedRequest { url: string; method?: string; headers?: Record<string, string>; body?: string }
export declare function oneAtATime(next: () => TimedRequest, calls: number, check: (status: number, body: string) => boolean): Promise<number[]>;
export interface TimedTarget { next: () => TimedRequest; check: (status: number, body: string) => boolean }
export declare function interleaved<K extends string>(targets: Record<K, TimedTarget>, cycles: number): Promise<Record<K, number[]>>;
export declare const mean: (values: number[]) => number;
