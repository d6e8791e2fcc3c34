-- 005: articles and news (docs/spec/content-access.md sections 2 "Article list" / "Article detail", 3, 4, 7 "News and articles").
-- Timestamps are epoch milliseconds from the app's injected clock. Counters live on the article; likes and
-- favourites are one row per user and article, so repeating a like or a favourite changes nothing.

-- Provinces of the chooser. provinceId 0 means nationwide and is not a row.
CREATE TABLE news_provinces (
  id   INTEGER PRIMARY KEY CHECK (id > 0),
  name TEXT    NOT NULL UNIQUE,
  hide INTEGER NOT NULL DEFAULT 0 CHECK (hide IN (0, 1)) -- listed but not offered (no articles)
);

-- Sites of the top navigation (ids 1..7).
CREATE TABLE news_websites (
  id      INTEGER PRIMARY KEY,
  name    TEXT    NOT NULL,
  pic     TEXT    NOT NULL,
  pic_url TEXT    NOT NULL,
  label   TEXT    NOT NULL DEFAULT '',
  sort    INTEGER NOT NULL DEFAULT 0
);

-- Sub-tags of a site (the article list's tabs); an article's informationTypeId is its catalog id.
CREATE TABLE news_catalogs (
  id         INTEGER PRIMARY KEY,
  website_id INTEGER NOT NULL REFERENCES news_websites(id),
  name       TEXT    NOT NULL,
  sort       INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX news_catalogs_website ON news_catalogs(website_id, sort, id);

CREATE TABLE news_articles (
  id               INTEGER PRIMARY KEY,
  catalog_id       INTEGER NOT NULL REFERENCES news_catalogs(id),
  website_id       INTEGER NOT NULL REFERENCES news_websites(id),
  province_id      INTEGER NOT NULL DEFAULT 0,                -- 0 nationwide, else news_provinces.id
  information_type INTEGER NOT NULL CHECK (information_type BETWEEN 1 AND 5),
  title            TEXT    NOT NULL,
  introduction     TEXT    NOT NULL DEFAULT '',
  source           TEXT    NOT NULL,
  editor_name      TEXT    NOT NULL,
  tags             TEXT    NOT NULL DEFAULT '',               -- comma string as typed (may hold empty entries)
  cover            TEXT    NOT NULL DEFAULT '',               -- '' : a text-only item
  is_root          INTEGER NOT NULL DEFAULT 0 CHECK (is_root IN (0, 1)),
  detail           TEXT    NOT NULL,                          -- HTML as stored; returned as-is (the app sanitises it)
  read_num         INTEGER NOT NULL DEFAULT 0,
  likes            INTEGER NOT NULL DEFAULT 0,
  favorites        INTEGER NOT NULL DEFAULT 0,
  shares           INTEGER NOT NULL DEFAULT 0,
  push_time        INTEGER NOT NULL,
  created_at       INTEGER NOT NULL
);
CREATE INDEX news_articles_catalog ON news_articles(catalog_id, push_time DESC, id DESC);
CREATE INDEX news_articles_website ON news_articles(website_id, push_time DESC, id DESC);

CREATE TABLE news_likes (
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  news_id    INTEGER NOT NULL REFERENCES news_articles(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, news_id)
);

CREATE TABLE news_favorites (
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  news_id    INTEGER NOT NULL REFERENCES news_articles(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, news_id)
);
CREATE INDEX news_favorites_user ON news_favorites(user_id, created_at);

-- Recommendation seats of a site's pages (position 1: the article detail). 'course' seats name a goods.
CREATE TABLE news_recommend_seats (
  id         INTEGER PRIMARY KEY,
  website_id INTEGER NOT NULL REFERENCES news_websites(id),
  position   INTEGER NOT NULL,
  type       TEXT    NOT NULL CHECK (type IN ('course', 'live')),
  goods_id   INTEGER REFERENCES goods(id),
  title      TEXT    NOT NULL,
  pic        TEXT    NOT NULL,
  url        TEXT    NOT NULL DEFAULT '',
  sort       INTEGER NOT NULL DEFAULT 0,
  CHECK ((type = 'course') = (goods_id IS NOT NULL))
);
CREATE INDEX news_recommend_seats_site ON news_recommend_seats(website_id, position, sort);
