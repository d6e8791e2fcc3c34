-- The ID kind of the agreement's ID number (contract/rules/idCard.ts IdKind): 1 mainland resident ID (the default, and what
-- a request without idCardType means), 2 Hong Kong / Macao permit, 3 Taiwan permit, 4 residence permit of HK, Macao
-- and Taiwan residents, 5 foreign permanent resident ID, 6 passport.
ALTER TABLE contracts ADD COLUMN id_card_type INTEGER NOT NULL DEFAULT 1;
