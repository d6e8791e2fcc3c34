-- 012: durable settlement, refunds due, per-database sandbox secrets, SMS budgets (server/lib/payments/settlementOutbox.ts).

-- The payment notifies still to deliver: a row is written in the same transaction as the cashier's result and
-- deleted in the same transaction as the settlement it causes, so a crash between the two replays it on start.
CREATE TABLE settlement_outbox (
  trade_no    TEXT    PRIMARY KEY REFERENCES sub_orders(trade_no),
  result      TEXT    NOT NULL CHECK (result IN ('ok', 'fail', 'close')),
  due_at      INTEGER NOT NULL,
  attempts    INTEGER NOT NULL DEFAULT 0,
  created_at  INTEGER NOT NULL
);
CREATE INDEX settlement_outbox_due ON settlement_outbox(due_at);

-- Money that reached the cashier and that the order could not take: a payment beyond the price, a second down
-- payment, a payment that arrived after the order was complete or cancelled. Owed back to the learner.
CREATE TABLE refunds_due (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id      INTEGER NOT NULL REFERENCES orders(id),
  user_id       INTEGER NOT NULL REFERENCES users(id),
  sub_order_id  INTEGER NOT NULL UNIQUE REFERENCES sub_orders(id),
  amount        INTEGER NOT NULL CHECK (amount > 0),
  reason        TEXT    NOT NULL,
  created_at    INTEGER NOT NULL
);
CREATE INDEX refunds_due_order ON refunds_due(order_id);

-- The part of a payment its order took (cents); the rest of the amount is a refund due.
ALTER TABLE sub_orders ADD COLUMN applied_amount INTEGER NOT NULL DEFAULT 0;
UPDATE sub_orders SET applied_amount = amount WHERE applied = 1;
CREATE INDEX sub_orders_settling ON sub_orders(status, cashier_result);

-- Keys of the sandbox platforms (ticket and notification signatures), random per database, never in the repo.
CREATE TABLE server_secrets (
  name        TEXT    PRIMARY KEY,
  value       TEXT    NOT NULL,
  created_at  INTEGER NOT NULL
);

-- The client address of each code sent (per-address SMS budget).
ALTER TABLE otp_codes ADD COLUMN client_ip TEXT NOT NULL DEFAULT '';
CREATE INDEX otp_codes_ip ON otp_codes(client_ip, sent_at);
CREATE INDEX otp_codes_sent ON otp_codes(sent_at);

-- Sum of the order's refunds due (cents), shown to the learner on the order.
ALTER TABLE orders ADD COLUMN refund_due INTEGER NOT NULL DEFAULT 0;
