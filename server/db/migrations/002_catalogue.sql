-- 002: goods catalogue (docs/spec/content-access.md sections 3 and 7 "Goods and home"; docs/spec/ordering-payment.md section 1).
-- Money is integer cents (fen). Timestamps are epoch milliseconds from the app's injected clock.

CREATE TABLE cities (
  id      INTEGER PRIMARY KEY,
  name    TEXT    NOT NULL,
  initial TEXT    NOT NULL, -- first letter of the pinyin, for the city index
  sort    INTEGER NOT NULL DEFAULT 0
);

-- Campuses ("schools", ids 1..13 and 18): where a goods with statusSchool is sold and taught.
CREATE TABLE schools (
  id      INTEGER PRIMARY KEY,
  name    TEXT    NOT NULL,
  city_id INTEGER NOT NULL REFERENCES cities(id),
  address TEXT    NOT NULL,
  phone   TEXT    NOT NULL
);
CREATE INDEX schools_city ON schools(city_id);

CREATE TABLE categories (
  id   INTEGER PRIMARY KEY,
  name TEXT    NOT NULL,
  icon TEXT    NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE goods (
  id              INTEGER PRIMARY KEY,
  name            TEXT    NOT NULL,
  subtitle        TEXT    NOT NULL DEFAULT '',
  category_id     INTEGER NOT NULL REFERENCES categories(id),
  goods_type      INTEGER NOT NULL CHECK (goods_type IN (0, 1, 2, 4, 5, 6)),   -- goods-jump classification
  goods_type_id   INTEGER NOT NULL CHECK (goods_type_id IN (1, 2, 3, 4)),      -- course, realAccount, trainingTools, kuaida
  origin_type     INTEGER NOT NULL CHECK (origin_type IN (1, 2)),              -- 1 own (blueWhale), 2 partner (tianyi)
  item_type       INTEGER CHECK (item_type IN (0, 1, 2)),                      -- own origin only: 0 single, 1 all, 2 internship
  xl_type         INTEGER,                                                     -- degree-education goods (1 college-upgrade)
  -- List price: used only when the goods has no package; otherwise prices come from its cheapest package.
  present_price   INTEGER NOT NULL DEFAULT 0,
  original_price  INTEGER NOT NULL DEFAULT 0,
  thumb_path      TEXT    NOT NULL,
  pics            TEXT    NOT NULL DEFAULT '[]',                               -- JSON array of image paths
  sell_status     TEXT    NOT NULL DEFAULT 'onSale' CHECK (sell_status IN ('onSale', 'soldOut', 'offShelf')),
  status_school   INTEGER NOT NULL DEFAULT 0,                                  -- 1: a campus must be chosen to buy
  member_goods_id INTEGER,                                                     -- VIP goods (goods_type 4)
  tiku_goods_id   INTEGER UNIQUE,                                              -- question-bank goods (goods_type 6)
  tiku_goods_name TEXT,
  sales_num       INTEGER NOT NULL DEFAULT 0,
  visit_count     INTEGER NOT NULL DEFAULT 0,
  tags            TEXT    NOT NULL DEFAULT '',                                 -- comma separated
  intro_html      TEXT    NOT NULL DEFAULT '',
  sort            INTEGER NOT NULL DEFAULT 0,
  created_at      INTEGER NOT NULL
);
CREATE INDEX goods_category ON goods(category_id, sort, id);

CREATE TABLE goods_schools (
  goods_id  INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
  school_id INTEGER NOT NULL REFERENCES schools(id),
  PRIMARY KEY (goods_id, school_id)
);
CREATE INDEX goods_schools_school ON goods_schools(school_id);

-- Courses (commodities): what createOrder's commodityIdList names. A course may be in several packages.
CREATE TABLE courses (
  id           INTEGER PRIMARY KEY,
  name         TEXT    NOT NULL,
  teacher_name TEXT    NOT NULL,
  lesson_count INTEGER NOT NULL
);

-- Packages (specifications) of a goods; sp_price_id identifies one in orders.
CREATE TABLE specifications (
  sp_price_id     INTEGER PRIMARY KEY,
  goods_id        INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
  name            TEXT    NOT NULL,
  present_price   INTEGER NOT NULL,
  original_price  INTEGER NOT NULL,
  validity_months INTEGER NOT NULL,
  choose_num      INTEGER NOT NULL DEFAULT 0, -- 0: fixed package (all its courses); n: the learner picks n of them
  child_ids       TEXT    NOT NULL DEFAULT '', -- further child specification price ids (comma string) after sp_price_id
  sold_out        INTEGER NOT NULL DEFAULT 0,
  sort            INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX specifications_goods ON specifications(goods_id, sort);

CREATE TABLE specification_courses (
  sp_price_id INTEGER NOT NULL REFERENCES specifications(sp_price_id) ON DELETE CASCADE,
  course_id   INTEGER NOT NULL REFERENCES courses(id),
  sort        INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (sp_price_id, course_id)
);

CREATE TABLE auditions (
  id               INTEGER PRIMARY KEY,
  sp_price_id      INTEGER NOT NULL REFERENCES specifications(sp_price_id) ON DELETE CASCADE,
  course_id        INTEGER NOT NULL REFERENCES courses(id),
  title            TEXT    NOT NULL,
  duration_seconds INTEGER NOT NULL,
  cover            TEXT    NOT NULL,
  video_url        TEXT    NOT NULL,
  sort             INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX auditions_spec ON auditions(sp_price_id, sort);

CREATE TABLE coupons (
  id          INTEGER PRIMARY KEY,
  goods_id    INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
  name        TEXT    NOT NULL,
  amount      INTEGER NOT NULL, -- discount in cents
  threshold   INTEGER NOT NULL DEFAULT 0, -- minimum order amount in cents (0: none)
  valid_until INTEGER NOT NULL, -- epoch ms, last valid instant
  sort        INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX coupons_goods ON coupons(goods_id, sort);

CREATE TABLE coupon_receipts (
  coupon_id  INTEGER NOT NULL REFERENCES coupons(id) ON DELETE CASCADE,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  used_at    INTEGER,
  PRIMARY KEY (coupon_id, user_id)
);
CREATE INDEX coupon_receipts_user ON coupon_receipts(user_id);

CREATE TABLE banners (
  id                INTEGER PRIMARY KEY,
  pic               TEXT    NOT NULL,
  type              INTEGER NOT NULL CHECK (type IN (1, 2)), -- 1 opens goods, 2 opens a URL of this app
  url               TEXT    NOT NULL DEFAULT '',
  goods_info_id     INTEGER,
  goods_type        INTEGER,
  goods_origin_type INTEGER,
  website_id        INTEGER NOT NULL DEFAULT 1,
  show_place_id     INTEGER NOT NULL,
  config_id         INTEGER NOT NULL DEFAULT 0,
  sort              INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX banners_place ON banners(show_place_id, sort);

-- Show (type 0) and click (type 1) counters per banner.
CREATE TABLE banner_pv (
  banner_id   INTEGER PRIMARY KEY REFERENCES banners(id) ON DELETE CASCADE,
  show_count  INTEGER NOT NULL DEFAULT 0,
  click_count INTEGER NOT NULL DEFAULT 0,
  updated_at  INTEGER NOT NULL
);

CREATE TABLE hot_words (
  id   INTEGER PRIMARY KEY,
  word TEXT    NOT NULL UNIQUE,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE collections (
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  goods_id   INTEGER NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, goods_id)
);
