-- 009: free live classes and mock exams (docs/spec/content-access.md sections 2, 3 "Live item", 7 "Goods and home":
-- live/learning and exams). Live status is not stored: it follows from the clock (lib/live.ts).

CREATE TABLE live_sessions (
  id            INTEGER PRIMARY KEY,                  -- liveId (= operationLiveId)
  name          TEXT    NOT NULL,
  pic           TEXT    NOT NULL,
  teacher_name  TEXT    NOT NULL,
  teacher_pic   TEXT    NOT NULL,
  introduction  TEXT    NOT NULL DEFAULT '',
  website_id    INTEGER NOT NULL DEFAULT 1,
  start_at      INTEGER NOT NULL,
  end_at        INTEGER NOT NULL CHECK (end_at > start_at),
  live_url      TEXT    NOT NULL,
  back_url      TEXT    NOT NULL DEFAULT '',          -- '' : no replay (status 3 after the end)
  subscribe_num INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX live_sessions_start ON live_sessions(start_at);

CREATE TABLE live_replays (
  id               INTEGER PRIMARY KEY,
  live_id          INTEGER NOT NULL REFERENCES live_sessions(id),
  title            TEXT    NOT NULL,
  duration_seconds INTEGER NOT NULL,
  sort             INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE exam_papers (
  id               INTEGER PRIMARY KEY,
  name             TEXT    NOT NULL,
  subject_name     TEXT    NOT NULL,
  total_score      INTEGER NOT NULL,
  pass_score       INTEGER NOT NULL,
  duration_minutes INTEGER NOT NULL,
  question_count   INTEGER NOT NULL,
  start_at         INTEGER NOT NULL,
  end_at           INTEGER NOT NULL,
  sort             INTEGER NOT NULL DEFAULT 0
);

-- One row per attempt. user_id NULL: a seeded participant who is not a user of this database.
CREATE TABLE exam_records (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  exam_id      INTEGER NOT NULL REFERENCES exam_papers(id),
  user_id      INTEGER REFERENCES users(id) ON DELETE CASCADE,
  nick_name    TEXT    NOT NULL,
  status       INTEGER NOT NULL CHECK (status IN (1, 2)),  -- 1 started, 2 submitted
  score        INTEGER,
  use_time     INTEGER,                                   -- seconds
  started_at   INTEGER NOT NULL,
  submitted_at INTEGER
);
CREATE INDEX exam_records_exam ON exam_records(exam_id, status, score DESC);
CREATE INDEX exam_records_user ON exam_records(user_id, started_at);
