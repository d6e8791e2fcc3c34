-- 004: payments, loans, agreements and invite codes (docs/spec/ordering-payment.md sections 3, 4, 7; see server/lib/payments.ts).
-- Money is integer cents; timestamps epoch ms from the app's injected clock.

-- 1: the package may be paid in several part payments (isMince); an order's isReceiveAll = NOT allow_partial.
ALTER TABLE specifications ADD COLUMN allow_partial INTEGER NOT NULL DEFAULT 0;

ALTER TABLE orders ADD COLUMN loan_platform_id INTEGER;                     -- chosen loan platform (installmentType 1)
ALTER TABLE orders ADD COLUMN loan_customer_mobile TEXT;
ALTER TABLE orders ADD COLUMN loan_fail_msg TEXT NOT NULL DEFAULT '';       -- getLoanFailMsg text of a declined loan
ALTER TABLE orders ADD COLUMN loan_fail_msg_read INTEGER NOT NULL DEFAULT 1; -- 0 until updateLoanFailMsg
ALTER TABLE orders ADD COLUMN is_supply INTEGER NOT NULL DEFAULT 0;         -- supplementary order (list isSupply)

-- A payment of an order (one cashier attempt): id = subOrderId.
CREATE TABLE sub_orders (
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id         INTEGER NOT NULL REFERENCES orders(id),
  user_id          INTEGER NOT NULL REFERENCES users(id),
  trade_no         TEXT    NOT NULL UNIQUE,            -- 'P' + 20 digits
  amount           INTEGER NOT NULL,
  pay_type         INTEGER NOT NULL,
  trade_type       INTEGER NOT NULL,
  is_down_payment  INTEGER NOT NULL DEFAULT 0,
  status           TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'closed')),
  cashier_result   TEXT,                               -- 'paid' once the cashier/wallet said so: the notify is in flight
  applied          INTEGER NOT NULL DEFAULT 0,         -- 1 when its settlement moved the order's money
  client_pay_key   TEXT,
  return_url       TEXT    NOT NULL DEFAULT '',
  response_json    TEXT    NOT NULL DEFAULT '{}',      -- the pay answer, repeated for the same clientPayKey
  created_at       INTEGER NOT NULL,
  settled_at       INTEGER
);
CREATE UNIQUE INDEX sub_orders_key ON sub_orders(user_id, client_pay_key);
CREATE INDEX sub_orders_order ON sub_orders(order_id, id);

-- Loan applications (loan pay, payType 3 / tradeType 10) decided on the sandbox loan platform page.
CREATE TABLE loan_applications (
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id         INTEGER NOT NULL REFERENCES orders(id),
  platform_id      INTEGER NOT NULL,
  customer_name    TEXT    NOT NULL,
  customer_mobile  TEXT    NOT NULL,
  amount           INTEGER NOT NULL,
  status           TEXT    NOT NULL DEFAULT 'loaning' CHECK (status IN ('loaning', 'approved', 'declined')),
  created_at       INTEGER NOT NULL,
  decided_at       INTEGER
);
CREATE INDEX loan_applications_order ON loan_applications(order_id);

-- Enrolment agreement records (contractRecordId) of orders whose contract must be signed.
CREATE TABLE contracts (
  id                           INTEGER PRIMARY KEY AUTOINCREMENT,   -- contractRecordId
  contract_id                  INTEGER NOT NULL,                    -- agreement template
  order_id                     INTEGER NOT NULL UNIQUE REFERENCES orders(id),
  user_id                      INTEGER NOT NULL REFERENCES users(id),
  real_name                    TEXT    NOT NULL DEFAULT '',
  id_card                      TEXT    NOT NULL DEFAULT '',
  mobile                       TEXT    NOT NULL DEFAULT '',
  education                    INTEGER NOT NULL DEFAULT 0,
  academic_level               TEXT    NOT NULL DEFAULT '',
  bk_major                     TEXT    NOT NULL DEFAULT '',
  bk_school                    TEXT    NOT NULL DEFAULT '',
  zk_major                     TEXT    NOT NULL DEFAULT '',
  zk_school                    TEXT    NOT NULL DEFAULT '',
  school                       TEXT    NOT NULL DEFAULT '',
  major                        TEXT    NOT NULL DEFAULT '',
  second_volunteer_university  TEXT    NOT NULL DEFAULT '',
  second_volunteer_major       TEXT    NOT NULL DEFAULT '',
  status                       INTEGER NOT NULL DEFAULT 22,         -- ContractStatus 22..26, or 5: signing blocked
  reject_msg                   TEXT    NOT NULL DEFAULT '',
  generated_at                 INTEGER,                             -- generateContract
  signed_at                    INTEGER,
  created_at                   INTEGER NOT NULL,
  updated_at                   INTEGER NOT NULL
);
CREATE INDEX contracts_user ON contracts(user_id);

CREATE TABLE invite_codes (
  code          TEXT    PRIMARY KEY,                 -- upper case, 5+ chars
  inviter_name  TEXT    NOT NULL,
  active        INTEGER NOT NULL DEFAULT 1
);
