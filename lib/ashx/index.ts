export * from './compress';
export * from './errors';
export * from './request';
export * from './response';
export * from './sanitize';
export * from './sign';
