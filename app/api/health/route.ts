// A plain liveness probe for load balancers in front of several console processes
// (docs/deployment.md) and Next's own floor in `npm run bench:bff`: it answers without a session,
// without the backend and without reading anything, so it reveals nothing but that the process runs.
// POST answers the same (its body is not read): the bench's like-for-like floor for the BFF's POSTs.
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ ok: true }, { headers: { 'cache-control': 'no-store' } });
}

export const POST = GET;
