-- A driver's WeChat trade not paid within its time is closed on WeChat, then here (docs/merchants.md,
-- "QR codes and the driver's page"): no payment can come after it; one found paid was booked instead.
ALTER TABLE driver_trades ADD COLUMN closed_at timestamptz;
