CREATE TABLE "content_image_files" (
	"hash" text NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "content_image_files_hash_width_format_pk" PRIMARY KEY("hash","width","format")
);
--> statement-breakpoint
CREATE TABLE "content_images" (
	"hash" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_image_files" ADD CONSTRAINT "content_image_files_hash_content_images_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."content_images"("hash") ON DELETE cascade ON UPDATE no action;