CREATE TABLE "certificate_credentials" (
	"certificate_id" uuid PRIMARY KEY NOT NULL,
	"credential_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status_index" integer GENERATED ALWAYS AS IDENTITY (sequence name "certificate_credentials_status_index_seq" INCREMENT BY 1 MINVALUE 0 MAXVALUE 2147483647 START WITH 0 CACHE 1),
	"salt" varchar(64) NOT NULL,
	"signed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_credentials_credentialId_unique" UNIQUE("credential_id"),
	CONSTRAINT "certificate_credentials_statusIndex_unique" UNIQUE("status_index")
);
--> statement-breakpoint
CREATE TABLE "credential_keys" (
	"public_key_multibase" varchar(80) PRIMARY KEY NOT NULL,
	"secret_key_encrypted" text,
	"is_current" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "credential_status_lists" (
	"id" integer PRIMARY KEY NOT NULL,
	"signed" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revocation_reason" varchar(40);--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revocation_note" varchar(500);--> statement-breakpoint
ALTER TABLE "certificate_credentials" ADD CONSTRAINT "certificate_credentials_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credential_keys_one_current" ON "credential_keys" USING btree ("is_current") WHERE "credential_keys"."is_current";