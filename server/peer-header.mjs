// The request header in which server/console.mjs hands the socket's peer address to the route
// handlers (lib/bff/client-address.ts).
export const PEER_HEADER = 'x-catc-peer';
