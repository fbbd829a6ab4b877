ALTER TABLE "users" ADD COLUMN "locale" varchar(8);--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "language" varchar(8);--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "language" varchar(8);