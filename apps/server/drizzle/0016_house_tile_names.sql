-- Issue 17: a house tile is named as the game its page shows (the seed's names differed: the tile
-- "สล็อตโชคดี" opened "สล็อตช้างทอง"). Only the seed's own names are renamed: a name the operator chose stays.
UPDATE "game_providers" SET "name" = 'สล็อตช้างทอง' WHERE "partner" = 'HOUSE' AND "ch" = 'house-slot' AND "name" = 'สล็อตโชคดี';--> statement-breakpoint
UPDATE "game_providers" SET "name" = 'บาคาร่า' WHERE "partner" = 'HOUSE' AND "ch" = 'house-baccarat' AND "name" = 'บาคาร่าโชคดี';--> statement-breakpoint
UPDATE "game_providers" SET "name" = 'เทรดขึ้นลง' WHERE "partner" = 'HOUSE' AND "ch" = 'house-trading' AND "name" = 'เทรดขึ้น-ลง';
