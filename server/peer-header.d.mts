export declare const PEER_HEADER: 'x-catc-peer';
