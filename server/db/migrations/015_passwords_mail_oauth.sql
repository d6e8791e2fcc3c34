-- 015: passwords, e-mail, captchas, mail codes, password attempts and third-party (OAuth) sign-in.
-- Passwords are stored only as scrypt hashes ("scrypt$N$r$p$salt$hash", lib/password.ts); nothing here holds a
-- password, a code or a token in clear: codes, nonces, captcha answers and tokens are kept as SHA-256 hashes.

ALTER TABLE users ADD COLUMN password_hash TEXT;
ALTER TABLE users ADD COLUMN password_set_at INTEGER;
ALTER TABLE users ADD COLUMN email TEXT;
CREATE UNIQUE INDEX users_email ON users(email) WHERE email IS NOT NULL;

-- One-time nonces of getpublicKey: the encrypted password carries one, taken once (a captured ciphertext is useless).
CREATE TABLE password_nonces (
  nonce_hash TEXT    PRIMARY KEY,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at    INTEGER
);

-- Failed password logins, per mobile (known or not) and per client address: the limits of lib/passwordLimits.ts.
CREATE TABLE password_failures (
  id        INTEGER PRIMARY KEY AUTOINCREMENT,
  mobile    TEXT    NOT NULL,
  client_ip TEXT    NOT NULL,
  at        INTEGER NOT NULL
);
CREATE INDEX password_failures_mobile ON password_failures(mobile, at);
CREATE INDEX password_failures_ip ON password_failures(client_ip, at);

-- Image captchas: the answer's hash, one check each.
CREATE TABLE captchas (
  key_hash    TEXT    PRIMARY KEY,
  answer_hash TEXT    NOT NULL,
  client_ip   TEXT    NOT NULL,
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL,
  used_at     INTEGER
);
CREATE INDEX captchas_ip ON captchas(client_ip, created_at);

-- Codes sent by mail (password reset), like otp_codes for SMS.
CREATE TABLE mail_codes (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  email      TEXT    NOT NULL,
  code_hash  TEXT    NOT NULL,
  client_ip  TEXT    NOT NULL,
  sent_at    INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  tries      INTEGER NOT NULL DEFAULT 0,
  used_at    INTEGER
);
CREATE INDEX mail_codes_email ON mail_codes(email, sent_at);
CREATE INDEX mail_codes_ip ON mail_codes(client_ip, sent_at);

-- A third-party account (provider + openid) linked to a learner.
CREATE TABLE oauth_links (
  provider   TEXT    NOT NULL,
  openid     TEXT    NOT NULL,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (provider, openid)
);

-- A third-party account with no learner yet: exchanged, with a phone and its code, for a session (loginAndRegister).
CREATE TABLE oauth_login_tickets (
  ticket_hash TEXT    PRIMARY KEY,
  provider    TEXT    NOT NULL,
  openid      TEXT    NOT NULL,
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL,
  used_at     INTEGER
);

-- The sandbox OAuth provider's own state (routes/sandboxOAuth.ts): authorisation codes and tokens it issued.
CREATE TABLE sandbox_oauth_codes (
  code_hash  TEXT    PRIMARY KEY,
  openid     TEXT    NOT NULL,
  expired    INTEGER NOT NULL DEFAULT 0, -- 1: the access token it gives is born expired (to try the refresh)
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at    INTEGER
);
CREATE TABLE sandbox_oauth_tokens (
  token_hash TEXT    PRIMARY KEY,
  kind       TEXT    NOT NULL CHECK (kind IN ('access', 'refresh')),
  openid     TEXT    NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
