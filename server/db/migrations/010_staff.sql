-- 010: enterprise channel / sales staff (docs/spec/content-access.md sections 2 "Sales-staff screens", 3 "User data",
-- 5 business-channel params, 6 "Bound sales staff", 7 "Enterprise channel").

-- The enterprise-messaging directory (sandbox): members found by phone when a staff user binds.
CREATE TABLE qw_members (
  qw_user_id       TEXT PRIMARY KEY,
  name             TEXT NOT NULL,
  mobile           TEXT NOT NULL UNIQUE,
  department       TEXT NOT NULL,
  distributor_code TEXT NOT NULL UNIQUE,
  avatar           TEXT NOT NULL
);

-- A bound staff user (bindingQwUser): one member per user and one user per member.
CREATE TABLE qw_bindings (
  user_id    INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  qw_user_id TEXT    NOT NULL UNIQUE REFERENCES qw_members(qw_user_id),
  bound_at   INTEGER NOT NULL
);

-- qw tokens: 30 days from issue, only the SHA-256 stored.
CREATE TABLE qw_tokens (
  token_hash TEXT    PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX qw_tokens_user ON qw_tokens(user_id);

-- Customers (pool 1) and private-pool leads (pool 2) of a staff user; staff_user_id NULL: the public pool.
CREATE TABLE qw_customers (
  id                  INTEGER PRIMARY KEY AUTOINCREMENT,
  staff_user_id       INTEGER REFERENCES users(id) ON DELETE SET NULL,
  pool                INTEGER NOT NULL CHECK (pool IN (1, 2)),
  name                TEXT    NOT NULL,
  mobile              TEXT    NOT NULL,
  avatar              TEXT    NOT NULL DEFAULT '',
  education_type      INTEGER,                        -- EDUCATION_TYPE dict value
  intention           INTEGER NOT NULL DEFAULT 2 CHECK (intention IN (1, 2, 3)),      -- 1 high, 2 medium, 3 low
  follow_status       INTEGER NOT NULL DEFAULT 0 CHECK (follow_status IN (0, 1, 2, 3)), -- new, following, converted, invalid
  source              TEXT    NOT NULL DEFAULT '',
  register_channel_id TEXT    NOT NULL DEFAULT 'h5',
  webpage_topic       TEXT,                           -- business-channel params: both or neither
  distributor_code    TEXT,
  tags                TEXT    NOT NULL DEFAULT '',
  memo                TEXT    NOT NULL DEFAULT '',
  url                 TEXT    NOT NULL DEFAULT '',
  last_follow_at      INTEGER,
  created_at          INTEGER NOT NULL,
  updated_at          INTEGER NOT NULL,
  CHECK ((webpage_topic IS NULL) = (distributor_code IS NULL))
);
CREATE INDEX qw_customers_staff ON qw_customers(staff_user_id, pool, created_at);
CREATE INDEX qw_customers_mobile ON qw_customers(mobile);

-- Referral (pull-new) records imported from the channel system; registrations through the app itself are read from
-- users.webpage_topic / users.distributor_code (stored only as a pair, lib/users.ts).
CREATE TABLE qw_referrals (
  id               INTEGER PRIMARY KEY,
  distributor_code TEXT    NOT NULL,
  nick_name        TEXT    NOT NULL,
  mobile           TEXT    NOT NULL,
  webpage_topic    TEXT    NOT NULL,
  paid             INTEGER NOT NULL DEFAULT 0 CHECK (paid IN (0, 1)),
  registered_at    INTEGER NOT NULL
);
CREATE INDEX qw_referrals_code ON qw_referrals(distributor_code, registered_at);
