-- Issue 18 item 7: every category has playable house games. A site seeded before has four house tiles
-- (the seed runs once, on an empty database): it gets the new ones too, as a new site does. Only a site
-- that has house tiles, and only tiles it does not have (an operator's own row of the same ch stays).
INSERT INTO "game_providers" ("partner", "ch", "name", "img", "game_type", "category", "sort_order")
SELECT t.partner, t.ch, t.name, t.img, t.game_type, t.category, t.sort_order
FROM (VALUES
  ('HOUSE', 'house-naga', 'ขุมทรัพย์พญานาค', '/games/naga.svg', 'EGAMES', 'EGAMES', 2),
  ('HOUSE', 'house-live-baccarat', 'บาคาร่าสด', '/games/live-baccarat.svg', 'LIVECASINO', 'LIVECASINO', 3),
  ('HOUSE', 'house-dragon-tiger', 'เสือมังกร', '/games/dragon-tiger.svg', 'LIVECASINO', 'LIVECASINO', 4),
  ('HOUSE', 'house-hilo', 'ไฮโล', '/games/hilo.svg', 'LIVECASINO', 'LIVECASINO', 5),
  ('HOUSE', 'house-fish-prawn-crab', 'น้ำเต้าปูปลา', '/games/fish-prawn-crab.svg', 'LIVECASINO', 'LIVECASINO', 6),
  ('HOUSE', 'house-video-poker', 'วิดีโอโป๊กเกอร์', '/games/video-poker.svg', 'EGAMES', 'POKER', 8),
  ('HOUSE', 'house-holdem', 'คาสิโนโฮลเด็ม', '/games/holdem.svg', 'EGAMES', 'POKER', 9)
) AS t(partner, ch, name, img, game_type, category, sort_order)
WHERE EXISTS (SELECT 1 FROM "game_providers" WHERE "partner" = 'HOUSE')
ON CONFLICT ("partner", "ch") DO NOTHING;--> statement-breakpoint
-- The live tables come first in the casino category, the single-player baccarat after them; the seed's
-- old positions only (an operator's order stays).
UPDATE "game_providers" SET "sort_order" = 7 WHERE "partner" = 'HOUSE' AND "ch" = 'house-baccarat' AND "sort_order" = 2;--> statement-breakpoint
UPDATE "game_providers" SET "sort_order" = 10 WHERE "partner" = 'HOUSE' AND "ch" = 'house-trading' AND "sort_order" = 3;--> statement-breakpoint
-- The old poker tile opened an empty lobby: the seed's tile is switched off (the operator may switch it on).
UPDATE "game_providers" SET "active" = false WHERE "partner" = 'HOUSE' AND "ch" = 'house-lobby' AND "category" = 'POKER' AND "name" = 'ล็อบบี้โชคดี';
