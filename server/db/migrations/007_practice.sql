-- 007: practical courses (docs/spec/content-access.md sections 2 "Practical course page", 3 "Practice category / course node /
-- Teacher / Practice learn info", 7 "Practical courses and banners", 9). Timestamps are epoch ms from the app's clock.

-- The practice tree: sort type 'course' (the Course tab, loaded with sort = course) or 'audition' (the Audition tab).
-- Level 1: industries (top navigation), level 2: sub-navigation, level 3: courses (details, description, audition clip).
CREATE TABLE practice_nodes (
  id          INTEGER PRIMARY KEY,
  parent_id   INTEGER REFERENCES practice_nodes(id),
  sort_type   TEXT    NOT NULL CHECK (sort_type IN ('course', 'audition')),
  level       INTEGER NOT NULL CHECK (level BETWEEN 1 AND 3),
  sort_name   TEXT    NOT NULL,
  app_pic     TEXT    NOT NULL DEFAULT '',
  details     TEXT    NOT NULL DEFAULT '',       -- HTML
  description TEXT    NOT NULL DEFAULT '[]',     -- JSON text: [{title, value}] of the 'course' badge section
  audition    TEXT,                              -- vid of the audition chapter (practice_chapters.vid)
  spread      INTEGER NOT NULL DEFAULT 0 CHECK (spread IN (0, 1)), -- sub-navigation sheet: children shown expanded
  goods_id    INTEGER REFERENCES goods(id),      -- what the buy button opens (goods jump)
  visit_count INTEGER NOT NULL DEFAULT 0,
  click_count INTEGER NOT NULL DEFAULT 0,
  sort        INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX practice_nodes_parent ON practice_nodes(sort_type, parent_id, sort);

-- Banners of the practice page (getPracticeBanner, place 26), counted apart from the home banners.
CREATE TABLE practice_banners (
  id                INTEGER PRIMARY KEY,
  pic               TEXT    NOT NULL,
  type              INTEGER NOT NULL CHECK (type IN (1, 2)), -- 1 opens goods, 2 a URL of this app
  url               TEXT    NOT NULL DEFAULT '',
  goods_info_id     INTEGER REFERENCES goods(id),
  website_id        INTEGER NOT NULL DEFAULT 7,
  show_place_id     INTEGER NOT NULL,
  config_id         INTEGER NOT NULL DEFAULT 0,
  show_count        INTEGER NOT NULL DEFAULT 0,
  click_count       INTEGER NOT NULL DEFAULT 0,
  sort              INTEGER NOT NULL DEFAULT 0
);

-- Category floors of the practice page (getPracticeGoodsList).
CREATE TABLE practice_categories (
  id     INTEGER PRIMARY KEY,
  name   TEXT    NOT NULL,
  remark TEXT    NOT NULL DEFAULT '',
  sort   INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE practice_category_goods (
  category_id INTEGER NOT NULL REFERENCES practice_categories(id),
  goods_id    INTEGER NOT NULL REFERENCES goods(id),
  sort        INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, goods_id)
);

CREATE TABLE practice_teachers (
  id           INTEGER PRIMARY KEY,
  teacher_name TEXT    NOT NULL,
  pic          TEXT    NOT NULL,
  introduction TEXT    NOT NULL DEFAULT '[]',  -- JSON array of lines (introductionList)
  sort         INTEGER NOT NULL DEFAULT 0
);
-- Teachers of an industry (level-1 node); a deeper node shows its industry's teachers.
CREATE TABLE practice_node_teachers (
  node_id    INTEGER NOT NULL REFERENCES practice_nodes(id),
  teacher_id INTEGER NOT NULL REFERENCES practice_teachers(id),
  sort       INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (node_id, teacher_id)
);

-- Industry videos (one or two per course node) and their chapters; every chapter plays the sample clip.
CREATE TABLE practice_videos (
  id         INTEGER PRIMARY KEY,
  node_id    INTEGER NOT NULL REFERENCES practice_nodes(id),
  title      TEXT    NOT NULL,
  cover      TEXT    NOT NULL,
  teacher_id INTEGER REFERENCES practice_teachers(id),
  sort       INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX practice_videos_node ON practice_videos(node_id, sort);
CREATE TABLE practice_chapters (
  id               INTEGER PRIMARY KEY,
  video_id         INTEGER NOT NULL REFERENCES practice_videos(id),
  vid              TEXT    NOT NULL UNIQUE,       -- the video id of the playback-token call
  title            TEXT    NOT NULL,
  duration_seconds INTEGER NOT NULL,
  is_audition      INTEGER NOT NULL DEFAULT 0 CHECK (is_audition IN (0, 1)),
  sort             INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX practice_chapters_video ON practice_chapters(video_id, sort);

-- Sandbox playback tokens: only their SHA-256 is stored; a token plays one vid for one user until it expires.
CREATE TABLE practice_play_tokens (
  token_hash TEXT    PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  vid        TEXT    NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

-- Marquee tips, the 学习保障 items, hot articles (news articles) and the learning ranking.
CREATE TABLE practice_tips (
  id   INTEGER PRIMARY KEY,
  text TEXT    NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE practice_guarantees (
  id          INTEGER PRIMARY KEY,
  icon        TEXT    NOT NULL,
  title       TEXT    NOT NULL,
  description TEXT    NOT NULL,
  sort        INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE practice_hot_articles (
  news_id INTEGER PRIMARY KEY REFERENCES news_articles(id),
  sort    INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE practice_learners (
  id        INTEGER PRIMARY KEY,
  node_id   INTEGER NOT NULL REFERENCES practice_nodes(id), -- the course (level 3) learnt
  phone     TEXT    NOT NULL,                               -- stored masked: 138****8000
  learn_num INTEGER NOT NULL                                -- minutes learnt
);
CREATE INDEX practice_learners_node ON practice_learners(node_id);
