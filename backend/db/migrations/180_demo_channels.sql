-- The demo operator's merchant accounts on its simulated Alipay and WeChat Pay (backend/demo/
-- channels.ts, docs/demo.md): the pay_params rows the demo made, { "alipay": id, "wechat": id },
-- pointed at the simulated servers and at this backend's notification address at each start.
ALTER TABLE demo_estate ADD COLUMN channel_accounts jsonb;
