-- 008: knowledge store and student-aid zone (docs/spec/content-access.md sections 2, 3 "Knowledge-store item", 7 "Knowledge
-- store and student-aid" and the course-category / student-info calls of "Practical courses", 9 tab and zone ids).

-- Knowledge-store tabs: xxff 7, stkc 1, xyfx 8, jycswd 4, kczq 2, {product} 5, byzq 3, zygh 6.
CREATE TABLE knowledge_tabs (
  id    INTEGER PRIMARY KEY,
  code  TEXT    NOT NULL UNIQUE,
  name  TEXT    NOT NULL,
  route TEXT    NOT NULL,
  icon  TEXT    NOT NULL,
  sort  INTEGER NOT NULL DEFAULT 0
);

-- Zones 4..15: shicao 4, kaozheng 5, suyang 6 (course zone), example 7-9, job 10-12, company 13-15.
CREATE TABLE knowledge_zones (
  id      INTEGER PRIMARY KEY CHECK (id BETWEEN 4 AND 15),
  code    TEXT    NOT NULL UNIQUE,
  name    TEXT    NOT NULL,
  grp     TEXT    NOT NULL CHECK (grp IN ('kczq', 'example', 'job', 'company')),
  type_id INTEGER NOT NULL REFERENCES knowledge_tabs(id),
  pic     TEXT    NOT NULL,
  remark  TEXT    NOT NULL DEFAULT '',
  sort    INTEGER NOT NULL DEFAULT 0
);

-- Student-aid categories (the /wx home's category nav and floors): level 1 (parent_id NULL) and level 2.
CREATE TABLE wx_categories (
  id        INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES wx_categories(id),
  name      TEXT    NOT NULL,
  icon      TEXT    NOT NULL,
  sort      INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE audition_categories (
  id   INTEGER PRIMARY KEY,
  name TEXT    NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

-- Knowledge goods: a presentation of a catalogue goods (prices, goods jump and orders are the catalogue's).
CREATE TABLE knowledge_goods (
  id                   INTEGER PRIMARY KEY,
  goods_id             INTEGER NOT NULL REFERENCES goods(id),
  zone_id              INTEGER REFERENCES knowledge_zones(id),
  type_id              INTEGER NOT NULL REFERENCES knowledge_tabs(id),
  wx_category_id       INTEGER REFERENCES wx_categories(id),      -- a level-2 student-aid category
  audition_category_id INTEGER REFERENCES audition_categories(id),
  name                 TEXT    NOT NULL,                          -- goodsName
  goods_url            TEXT    NOT NULL,                          -- cover
  class_form           TEXT    NOT NULL,                          -- 录播 / 直播 / 资料包 / 训练营
  presenter            TEXT    NOT NULL,                          -- name (teacher or provider)
  remark               TEXT    NOT NULL DEFAULT '',
  tags                 TEXT    NOT NULL DEFAULT '',
  video_vid            TEXT    REFERENCES practice_chapters(vid), -- audition clip
  open_at              INTEGER,                                   -- audition opens then: before it, 'book' (3)
  learn_num            INTEGER NOT NULL DEFAULT 0,
  sort                 INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX knowledge_goods_zone ON knowledge_goods(zone_id, sort);
CREATE INDEX knowledge_goods_type ON knowledge_goods(type_id, sort);
CREATE INDEX knowledge_goods_wx ON knowledge_goods(wx_category_id, sort);

-- The wechat knowledge-store home: banners and floors (ksHomePageId).
CREATE TABLE knowledge_banners (
  id       INTEGER PRIMARY KEY,
  pic      TEXT    NOT NULL,
  url      TEXT    NOT NULL DEFAULT '',
  goods_id INTEGER REFERENCES goods(id),
  sort     INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE knowledge_floors (
  id     INTEGER PRIMARY KEY,
  name   TEXT    NOT NULL,
  remark TEXT    NOT NULL DEFAULT '',
  sort   INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE knowledge_floor_goods (
  floor_id           INTEGER NOT NULL REFERENCES knowledge_floors(id),
  knowledge_goods_id INTEGER NOT NULL REFERENCES knowledge_goods(id),
  sort               INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (floor_id, knowledge_goods_id)
);

-- Member share list (ksStudentShareList).
CREATE TABLE knowledge_shares (
  id         INTEGER PRIMARY KEY,
  nick_name  TEXT    NOT NULL,
  avatar     TEXT    NOT NULL,
  goods_name TEXT    NOT NULL,
  share_num  INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);

-- Click / view counters (statistics calls) and audition bookings (saveSubscribeRecord / ifSubscribe).
CREATE TABLE knowledge_stats (
  biz_type INTEGER NOT NULL,
  biz_id   INTEGER NOT NULL,
  clicks   INTEGER NOT NULL DEFAULT 0,
  views    INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (biz_type, biz_id)
);
CREATE TABLE knowledge_subscriptions (
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  biz_id     INTEGER NOT NULL REFERENCES knowledge_goods(id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, biz_id)
);

-- Student check-in (/wx/checkin): universities and the learner's registration.
CREATE TABLE universities (
  id       INTEGER PRIMARY KEY,
  name     TEXT    NOT NULL UNIQUE,
  province TEXT    NOT NULL,
  sort     INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE student_infos (
  user_id       INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  university_id INTEGER NOT NULL REFERENCES universities(id),
  student_name  TEXT    NOT NULL,
  major         TEXT    NOT NULL DEFAULT '',
  enroll_year   INTEGER,
  checked_at    INTEGER NOT NULL
);
