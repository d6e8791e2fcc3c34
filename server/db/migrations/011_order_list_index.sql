-- The order list (server/lib/orderList.ts) from the index alone: the count, the unpaid count and the page order
-- (newest first, id breaking ties) without reading or sorting the learner's other orders.
CREATE INDEX orders_user_list ON orders(user_id, deleted_at, created_at DESC, id DESC, state);
