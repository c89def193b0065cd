-- The reference transaction every figure of `npm run bench` is divided by: the shape of an opening
-- at the database's pace (pgbench, prepared statements, the same 32 connections, the same cluster,
-- the same run). Lock the player's account, debit it, two postings (player and house), one item.
\set player random(1, 32)
BEGIN;
SELECT balance FROM ref_accounts WHERE id = :player FOR UPDATE;
UPDATE ref_accounts SET balance = balance - 100 WHERE id = :player;
INSERT INTO ref_postings (account_id, amount) VALUES (:player, -100), (0, 100);
INSERT INTO ref_items (account_id, ornament_id, price) VALUES (:player, 1, 100);
END;
