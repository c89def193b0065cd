-- A battle room commits to its ordered case list at creation (docs/fairness.md, "Committed drop tables"); rooms made before have none.
ALTER TABLE "battle_rooms" ADD COLUMN "case_list_hash" text;
