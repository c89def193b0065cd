CREATE INDEX "users_created_brin" ON "users" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_created_brin" ON "ledger_transactions" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "postings_created_brin" ON "postings" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "rolls_created_brin" ON "rolls" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "backpack_items_created_brin" ON "backpack_items" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "dream_rolls_created_brin" ON "dream_rolls" USING brin ("created_at");