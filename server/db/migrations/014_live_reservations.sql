-- 014: live reservations (docs/spec/content-access.md section 7 "Account": subscribeGoods, loginCheckSubscribeGoods,
-- loginAfterSubscribeGoods, loginAfterLiveReservation). One row per learner and live class, however often they
-- reserve; live_sessions.subscribe_num ('N人已预约') rises by one with each new row.
CREATE TABLE live_reservations (
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  live_id    INTEGER NOT NULL REFERENCES live_sessions(id),
  -- 'direct': a logged-in learner reserved; 'login': reserved right after the login the reservation asked for.
  source     TEXT    NOT NULL CHECK (source IN ('direct', 'login')),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, live_id)
);
CREATE INDEX live_reservations_live ON live_reservations(live_id);
