-- 003: orders (docs/spec/ordering-payment.md sections 3 and 4). One row per order with a column for every OrderInfo field
-- (contract/order.ts), so the payment / loan / contract state machine of a later issue only updates columns.
-- Money is integer cents; timestamps are epoch ms from the app's injected clock. countDownTime is not stored:
-- it is derived at read time from expires_at.

CREATE TABLE orders (
  id                           INTEGER PRIMARY KEY AUTOINCREMENT,  -- orderId
  order_no                     TEXT    NOT NULL UNIQUE,            -- 'KJ' + yyyyMMddHHmmss (Beijing time) + 4 digits
  trade_order_id               TEXT    NOT NULL UNIQUE,            -- 'T' + 18 digits
  user_id                      INTEGER NOT NULL REFERENCES users(id),
  client_order_key             TEXT,                               -- idempotency key sent by the app (optional)

  -- goods snapshot at creation
  goods_id                     INTEGER NOT NULL REFERENCES goods(id),
  name                         TEXT    NOT NULL,
  goods_type                   INTEGER NOT NULL,
  goods_type_id                INTEGER NOT NULL,
  order_origin_type            INTEGER NOT NULL,
  thumb_path                   TEXT    NOT NULL DEFAULT '',
  spic                         TEXT    NOT NULL DEFAULT '',
  sp_price_id                  INTEGER NOT NULL,
  child_specification_price_ids TEXT   NOT NULL,
  specification_name_all       TEXT    NOT NULL,
  goods_validity               INTEGER NOT NULL,                   -- months
  commodity_id_list_str        TEXT    NOT NULL,                   -- chosen course ids, comma string, package order
  goods_name_vo_list           TEXT    NOT NULL DEFAULT '[]',      -- JSON [{id, name}] of the chosen courses
  course_name                  TEXT    NOT NULL DEFAULT '',
  xl_type                      INTEGER,

  -- campus and client
  school_id                    INTEGER NOT NULL,
  sign_school_id               INTEGER,
  sign_school_name             TEXT    NOT NULL DEFAULT '',
  is_show_school               INTEGER NOT NULL DEFAULT 0,
  platform_type                INTEGER,
  is_ios                       INTEGER NOT NULL DEFAULT 0,
  business_id                  INTEGER NOT NULL DEFAULT 1,
  is_send_message              INTEGER NOT NULL DEFAULT 0,
  invite_code                  TEXT    NOT NULL DEFAULT '',

  -- state (docs/spec/ordering-payment.md section 4)
  state                        INTEGER NOT NULL DEFAULT 1,         -- OrderState: pending 1 ... loanFail 8
  order_status                 INTEGER NOT NULL DEFAULT 11,        -- OrderStatus: pending 11 ... close 20
  order_type                   INTEGER NOT NULL DEFAULT 1,
  pay_status                   INTEGER NOT NULL DEFAULT 0,
  sign_contract_status         INTEGER,                            -- ContractStatus 20..26 (21 visa-free, 22 pending)
  sign_reject_msg              TEXT    NOT NULL DEFAULT '',
  authority_status             INTEGER,                            -- 31..36
  study_status                 INTEGER,                            -- 0..4
  installment_type             INTEGER NOT NULL DEFAULT 0,         -- 0 full, 1 baidu loan
  is_loan                      INTEGER NOT NULL DEFAULT 0,
  goods_loan_list              TEXT    NOT NULL DEFAULT '[]',      -- JSON
  loan_down_payment_status     INTEGER,                            -- loan.downPaymentStatus (1..3)
  loan_status                  INTEGER,                            -- loan.loanStatus (1..7)
  loan_customer_name           TEXT,                               -- loan.customerName; loan is null while all three are null
  enroll_info                  TEXT,                               -- JSON EnrollInfo (degree education) or NULL

  -- money (cents)
  pay_price                    INTEGER NOT NULL,
  present_price                INTEGER NOT NULL,
  original_price               INTEGER NOT NULL,
  total_money                  INTEGER NOT NULL,
  discount                     INTEGER NOT NULL DEFAULT 0,
  wait_pay_money               INTEGER NOT NULL,
  paid_money                   INTEGER NOT NULL DEFAULT 0,
  is_receive_all               INTEGER NOT NULL DEFAULT 0,
  price_show_type              INTEGER NOT NULL DEFAULT 0,
  down_payment                 INTEGER NOT NULL DEFAULT 0,
  rest_money                   INTEGER NOT NULL DEFAULT 0,
  coupon_id                    INTEGER,                            -- reserved for coupon use at payment

  expires_at                   INTEGER NOT NULL,                   -- created_at + 24 h: unpaid orders time out then
  paid_at                      INTEGER,
  cancelled_at                 INTEGER,
  deleted_at                   INTEGER,                            -- removed from the list by the user
  created_at                   INTEGER NOT NULL,
  updated_at                   INTEGER NOT NULL
);
CREATE UNIQUE INDEX orders_client_key ON orders(user_id, client_order_key);
CREATE INDEX orders_user ON orders(user_id, created_at);
CREATE INDEX orders_pending ON orders(state, expires_at);
