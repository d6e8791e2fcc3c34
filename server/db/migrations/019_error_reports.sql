-- The app's error reports (contract/calls/table/report.ts, contract/schemas/report.ts): what the app's one reporter
-- sends, stored as received. Nothing personal: no user, no token, no address (the rate limit keeps the caller's IP in
-- memory only).
CREATE TABLE error_reports (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  message TEXT NOT NULL,
  stack TEXT,
  route TEXT NOT NULL,
  platform TEXT NOT NULL,
  build TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX error_reports_created ON error_reports (created_at);
