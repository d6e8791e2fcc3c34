-- 016: an article's layout as the editor chose it (docs/spec/content-access.md section 3 "Article ... showType"; section 2
-- "Items render in 4 layout styles"). NULL follows the cover rule of section 3 (showType 1 cover with isRoot 1,
-- 2 cover with isRoot 0, 3 no cover); 4 is the feature card: the cover with the title laid over it.
ALTER TABLE news_articles ADD COLUMN show_type INTEGER CHECK (show_type IS NULL OR show_type BETWEEN 1 AND 4);
