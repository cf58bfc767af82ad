import type { IncomingMessage, ServerResponse } from 'node:http';
export const DISCARD_LIMIT_BYTES: number;
export function closeWhenBodyLeftUnread(request: IncomingMessage, response: ServerResponse): void;
