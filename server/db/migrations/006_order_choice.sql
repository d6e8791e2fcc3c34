-- 006: the package's chooseNum on the order (0 for a fixed package), so confirm order knows whether the learner
-- may change the chosen courses (updateOrderChoice, lib/orderChoice.ts). The coupon column exists since 003.
ALTER TABLE orders ADD COLUMN choose_num INTEGER NOT NULL DEFAULT 0;
UPDATE orders SET choose_num = COALESCE((SELECT s.choose_num FROM specifications s WHERE s.sp_price_id = orders.sp_price_id), 0);
