// One signed call to the reference backend for a page of /TempOrder, as the bench's user (token
// from the bench), through the console's own ASHX client: the backend's share of the work is
// the console's, the console's own checks (session, menu, permission, schemas) are left out.
import { callAshx } from '../../../../../lib/ashx/client.ts';

export async function POST(request) {
  const { startIndex, endIndex } = await request.json();
  const result = await callAshx({
    baseUrl: process.env.ASHX_BASE_URL, handler: 'HandlersCatc/CatcCom', compress: '22', language: 'zh-CN',
    userId: process.env.BENCH_USER_ID, accessToken: process.env.BENCH_ACCESS_TOKEN, signingSecret: process.env.ASHX_SIGNING_SECRET,
    payload: { startIndex, endIndex, sort: { field: 'createdAt', direction: 'desc' }, filters: {}, page: '/TempOrder', GetList: 'tempOrder.list' },
  });
  return Response.json(result.ok ? { data: result.data } : { error: result.error }, { status: result.ok ? 200 : 502 });
}
