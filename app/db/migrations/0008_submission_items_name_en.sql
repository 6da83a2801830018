-- Lines keep their English name too (decision 0015). Existing lines get the seeded
-- catalogue's English name of their product (migration 0007 has just written it);
-- a line whose product the seed lacks keeps its French name in both languages.
ALTER TABLE "submission_items" ADD COLUMN "product_name_en" text;
--> statement-breakpoint
UPDATE "submission_items" SET "product_name_en" = "catalogue_products"."name"->>'en' FROM "catalogue_products" WHERE "catalogue_products"."id" = "submission_items"."product_id";
--> statement-breakpoint
UPDATE "submission_items" SET "product_name_en" = "product_name" WHERE "product_name_en" IS NULL;
--> statement-breakpoint
ALTER TABLE "submission_items" ALTER COLUMN "product_name_en" SET NOT NULL;
