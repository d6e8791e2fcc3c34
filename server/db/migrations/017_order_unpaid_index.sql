-- The order list's counts (server/lib/orderList.ts) by state from the index: the unpaid badge (state IN (1, 2, 6))
-- seeks its three states instead of reading the state of each of the learner's orders in orders_user_list.
CREATE INDEX orders_user_state ON orders(user_id, deleted_at, state);
