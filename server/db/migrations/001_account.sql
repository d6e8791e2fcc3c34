-- 001: accounts, login tokens, SMS one-time codes, WeChat links and seed bookkeeping.
-- All timestamps are epoch milliseconds taken from the app's injected clock.

CREATE TABLE users (
  id                   INTEGER PRIMARY KEY AUTOINCREMENT,
  mobile               TEXT    NOT NULL UNIQUE,
  nick_name            TEXT    NOT NULL,
  user_client          INTEGER NOT NULL DEFAULT 1 CHECK (user_client IN (1, 2)), -- 1 student, 2 teacher
  register_channel_id  TEXT,
  client_type          INTEGER,
  business_id          TEXT,
  race_track           INTEGER,
  teacher_id           TEXT,
  trigger_register_url TEXT,
  webpage_topic        TEXT,   -- business-channel params: stored only when both are present
  distributor_code     TEXT,
  created_at           INTEGER NOT NULL,
  last_login_at        INTEGER
);

-- Only the SHA-256 of a token is stored; the raw token is shown once, at login.
CREATE TABLE auth_tokens (
  token_hash  TEXT    PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL,
  revoked_at  INTEGER
);
CREATE INDEX auth_tokens_user ON auth_tokens(user_id);

-- One row per code sent. Only the newest row of a mobile can be used; sending a new code supersedes older ones.
CREATE TABLE otp_codes (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  mobile     TEXT    NOT NULL,
  type       INTEGER NOT NULL,
  code_hash  TEXT    NOT NULL,
  sent_at    INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  tries      INTEGER NOT NULL DEFAULT 0, -- wrong attempts so far
  used_at    INTEGER
);
CREATE INDEX otp_codes_mobile ON otp_codes(mobile, sent_at);

-- A WeChat openid (per app) linked to a user; a user may have several.
CREATE TABLE wechat_links (
  openid     TEXT    PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL
);
CREATE INDEX wechat_links_user ON wechat_links(user_id);

-- Step-1 result of weChatLogin for an openid with no user yet: exchanged for a session with a phone code.
CREATE TABLE wechat_login_tickets (
  ticket_hash TEXT    PRIMARY KEY,
  openid      TEXT    NOT NULL,
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL,
  used_at     INTEGER
);

-- Names of seed modules already applied to this database (see server/db/seed.ts).
CREATE TABLE seed_runs (
  name       TEXT    PRIMARY KEY,
  applied_at INTEGER NOT NULL
);
