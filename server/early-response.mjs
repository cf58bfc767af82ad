// A response that starts before its request's body has been read whole: a refusal sent without
// reading (401, 403, 413 from the declared length) or after the BFF stopped reading at its bound
// (413). Node reads and discards the rest of a body that nobody read, and the connection then
// serves the client's next request; but it does not when the reading was abandoned half-way (the
// connection then hangs, and the client's next request on it meets a reset), and it would read any
// amount. So such a response says `Connection: close` unless the rest is a declared length that we
// are willing to discard: the client learns that the connection ends with the answer instead of
// finding out on its next request.
export const DISCARD_LIMIT_BYTES = 8 * 1024 * 1024;

/** Whether Node will read and discard the rest of this unfinished body, within the limit. */
function restWillBeDiscarded(request) {
  const declared = request.headers['content-length'];
  // No body at all (a GET answered before Node marks it complete).
  if (declared === undefined && request.headers['transfer-encoding'] === undefined) return true;
  if (request.destroyed || request.readableAborted) return false;
  return declared !== undefined && Number(declared) <= DISCARD_LIMIT_BYTES;
}

export function closeWhenBodyLeftUnread(request, response) {
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadClosingIfUnread(...args) {
    if (!request.complete && !this.headersSent && !restWillBeDiscarded(request)) this.setHeader('Connection', 'close');
    return writeHead.apply(this, args);
  };
}
