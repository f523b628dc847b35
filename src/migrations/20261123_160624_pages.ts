import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_hero_actions_links_appearance" AS ENUM('primary', 'light', 'outline');
  CREATE TYPE "public"."enum_pages_blocks_stats_background" AS ENUM('plain', 'alt');
  CREATE TYPE "public"."enum_pages_blocks_feature_list_actions_links_appearance" AS ENUM('primary', 'light', 'outline');
  CREATE TYPE "public"."enum_pages_blocks_feature_list_background" AS ENUM('plain', 'alt');
  CREATE TYPE "public"."enum_pages_blocks_feature_list_item_style" AS ENUM('cards', 'checklist');
  CREATE TYPE "public"."enum_pages_blocks_feature_list_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum_pages_blocks_feature_list_actions_inquiry_form" AS ENUM('Private Training', 'Workplace Safety', 'Community Organizations');
  CREATE TYPE "public"."enum_pages_blocks_logo_wall_background" AS ENUM('plain', 'alt');
  CREATE TYPE "public"."enum_pages_blocks_testimonial_slots_positions" AS ENUM('Quote 1', 'Quote 2', 'Quote 3', 'Quote 4', 'Quote 5', 'Quote 6', 'corporate1', 'corporate2', 'cbo1', 'cbo2', 'About1');
  CREATE TYPE "public"."enum_pages_blocks_testimonial_slots_background" AS ENUM('plain', 'alt');
  CREATE TYPE "public"."enum_pages_blocks_testimonial_slots_columns" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum_pages_blocks_text_background" AS ENUM('plain', 'alt');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_actions_links_appearance" AS ENUM('primary', 'light', 'outline');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_background" AS ENUM('plain', 'alt');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_style" AS ENUM('centered', 'band');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_actions_inquiry_form" AS ENUM('Private Training', 'Workplace Safety', 'Community Organizations');
  CREATE TYPE "public"."enum_pages_slug" AS ENUM('home', 'about', 'private-classes', 'workplace-safety', 'cbo');
  CREATE TYPE "public"."enum_pages_hero_type" AS ENUM('home', 'program');
  CREATE TYPE "public"."enum_pages_hero_actions_inquiry_form" AS ENUM('Private Training', 'Workplace Safety', 'Community Organizations');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_hero_actions_links_appearance" AS ENUM('primary', 'light', 'outline');
  CREATE TYPE "public"."enum__pages_v_blocks_stats_background" AS ENUM('plain', 'alt');
  CREATE TYPE "public"."enum__pages_v_blocks_feature_list_actions_links_appearance" AS ENUM('primary', 'light', 'outline');
  CREATE TYPE "public"."enum__pages_v_blocks_feature_list_background" AS ENUM('plain', 'alt');
  CREATE TYPE "public"."enum__pages_v_blocks_feature_list_item_style" AS ENUM('cards', 'checklist');
  CREATE TYPE "public"."enum__pages_v_blocks_feature_list_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum__pages_v_blocks_feature_list_actions_inquiry_form" AS ENUM('Private Training', 'Workplace Safety', 'Community Organizations');
  CREATE TYPE "public"."enum__pages_v_blocks_logo_wall_background" AS ENUM('plain', 'alt');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonial_slots_positions" AS ENUM('Quote 1', 'Quote 2', 'Quote 3', 'Quote 4', 'Quote 5', 'Quote 6', 'corporate1', 'corporate2', 'cbo1', 'cbo2', 'About1');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonial_slots_background" AS ENUM('plain', 'alt');
  CREATE TYPE "public"."enum__pages_v_blocks_testimonial_slots_columns" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum__pages_v_blocks_text_background" AS ENUM('plain', 'alt');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_actions_links_appearance" AS ENUM('primary', 'light', 'outline');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_background" AS ENUM('plain', 'alt');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_style" AS ENUM('centered', 'band');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_actions_inquiry_form" AS ENUM('Private Training', 'Workplace Safety', 'Community Organizations');
  CREATE TYPE "public"."enum__pages_v_version_slug" AS ENUM('home', 'about', 'private-classes', 'workplace-safety', 'cbo');
  CREATE TYPE "public"."enum__pages_v_version_hero_type" AS ENUM('home', 'program');
  CREATE TYPE "public"."enum__pages_v_version_hero_actions_inquiry_form" AS ENUM('Private Training', 'Workplace Safety', 'Community Organizations');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "pages_hero_actions_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"appearance" "enum_pages_hero_actions_links_appearance" DEFAULT 'primary'
  );
  
  CREATE TABLE "pages_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum_pages_blocks_stats_background" DEFAULT 'plain',
  	"label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_list_chips" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"link_href" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_list_actions_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"appearance" "enum_pages_blocks_feature_list_actions_links_appearance" DEFAULT 'primary'
  );
  
  CREATE TABLE "pages_blocks_feature_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum_pages_blocks_feature_list_background" DEFAULT 'plain',
  	"heading" varchar,
  	"item_style" "enum_pages_blocks_feature_list_item_style" DEFAULT 'cards',
  	"columns" "enum_pages_blocks_feature_list_columns" DEFAULT '3',
  	"footnote" varchar,
  	"actions_consultation" boolean DEFAULT false,
  	"actions_inquiry_form" "enum_pages_blocks_feature_list_actions_inquiry_form",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_logo_wall_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"link" varchar
  );
  
  CREATE TABLE "pages_blocks_logo_wall" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum_pages_blocks_logo_wall_background" DEFAULT 'plain',
  	"heading" varchar,
  	"list_label" varchar,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_testimonial_slots_positions" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_testimonial_slots_positions",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_testimonial_slots_quotes" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" varchar,
  	"name" varchar,
  	"platform" varchar,
  	"class_type" varchar
  );
  
  CREATE TABLE "pages_blocks_testimonial_slots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum_pages_blocks_testimonial_slots_background" DEFAULT 'plain',
  	"heading" varchar,
  	"columns" "enum_pages_blocks_testimonial_slots_columns" DEFAULT '3',
  	"footnote" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_text_columns_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar
  );
  
  CREATE TABLE "pages_blocks_text_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" varchar,
  	"boxed" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum_pages_blocks_text_background" DEFAULT 'plain',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action_actions_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"appearance" "enum_pages_blocks_call_to_action_actions_links_appearance" DEFAULT 'primary'
  );
  
  CREATE TABLE "pages_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum_pages_blocks_call_to_action_background" DEFAULT 'plain',
  	"style" "enum_pages_blocks_call_to_action_style" DEFAULT 'centered',
  	"heading" varchar,
  	"text" varchar,
  	"contact_details" boolean DEFAULT false,
  	"actions_consultation" boolean DEFAULT false,
  	"actions_inquiry_form" "enum_pages_blocks_call_to_action_actions_inquiry_form",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" "enum_pages_slug",
  	"hero_type" "enum_pages_hero_type" DEFAULT 'program',
  	"hero_eyebrow" varchar,
  	"hero_title" varchar,
  	"hero_intro" varchar,
  	"hero_mobile_intro" varchar,
  	"hero_actions_consultation" boolean DEFAULT false,
  	"hero_actions_inquiry_form" "enum_pages_hero_actions_inquiry_form",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_pages_v_version_hero_actions_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"appearance" "enum__pages_v_version_hero_actions_links_appearance" DEFAULT 'primary',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum__pages_v_blocks_stats_background" DEFAULT 'plain',
  	"label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_list_chips" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_list_actions_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"appearance" "enum__pages_v_blocks_feature_list_actions_links_appearance" DEFAULT 'primary',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum__pages_v_blocks_feature_list_background" DEFAULT 'plain',
  	"heading" varchar,
  	"item_style" "enum__pages_v_blocks_feature_list_item_style" DEFAULT 'cards',
  	"columns" "enum__pages_v_blocks_feature_list_columns" DEFAULT '3',
  	"footnote" varchar,
  	"actions_consultation" boolean DEFAULT false,
  	"actions_inquiry_form" "enum__pages_v_blocks_feature_list_actions_inquiry_form",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_logo_wall_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_logo_wall" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum__pages_v_blocks_logo_wall_background" DEFAULT 'plain',
  	"heading" varchar,
  	"list_label" varchar,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_testimonial_slots_positions" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_testimonial_slots_positions",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_testimonial_slots_quotes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" varchar,
  	"name" varchar,
  	"platform" varchar,
  	"class_type" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_testimonial_slots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum__pages_v_blocks_testimonial_slots_background" DEFAULT 'plain',
  	"heading" varchar,
  	"columns" "enum__pages_v_blocks_testimonial_slots_columns" DEFAULT '3',
  	"footnote" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_text_columns_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"item" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_text_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" varchar,
  	"boxed" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum__pages_v_blocks_text_background" DEFAULT 'plain',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action_actions_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"appearance" "enum__pages_v_blocks_call_to_action_actions_links_appearance" DEFAULT 'primary',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum__pages_v_blocks_call_to_action_background" DEFAULT 'plain',
  	"style" "enum__pages_v_blocks_call_to_action_style" DEFAULT 'centered',
  	"heading" varchar,
  	"text" varchar,
  	"contact_details" boolean DEFAULT false,
  	"actions_consultation" boolean DEFAULT false,
  	"actions_inquiry_form" "enum__pages_v_blocks_call_to_action_actions_inquiry_form",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" "enum__pages_v_version_slug",
  	"version_hero_type" "enum__pages_v_version_hero_type" DEFAULT 'program',
  	"version_hero_eyebrow" varchar,
  	"version_hero_title" varchar,
  	"version_hero_intro" varchar,
  	"version_hero_mobile_intro" varchar,
  	"version_hero_actions_consultation" boolean DEFAULT false,
  	"version_hero_actions_inquiry_form" "enum__pages_v_version_hero_actions_inquiry_form",
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "pages_hero_actions_links" ADD CONSTRAINT "pages_hero_actions_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_items" ADD CONSTRAINT "pages_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats" ADD CONSTRAINT "pages_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_list_chips" ADD CONSTRAINT "pages_blocks_feature_list_chips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_list_items" ADD CONSTRAINT "pages_blocks_feature_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_list_actions_links" ADD CONSTRAINT "pages_blocks_feature_list_actions_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_list" ADD CONSTRAINT "pages_blocks_feature_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_logo_wall_logos" ADD CONSTRAINT "pages_blocks_logo_wall_logos_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_logo_wall_logos" ADD CONSTRAINT "pages_blocks_logo_wall_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_logo_wall"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_logo_wall" ADD CONSTRAINT "pages_blocks_logo_wall_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonial_slots_positions" ADD CONSTRAINT "pages_blocks_testimonial_slots_positions_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_testimonial_slots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonial_slots_quotes" ADD CONSTRAINT "pages_blocks_testimonial_slots_quotes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_testimonial_slots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonial_slots" ADD CONSTRAINT "pages_blocks_testimonial_slots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_columns_list" ADD CONSTRAINT "pages_blocks_text_columns_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_text_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_columns" ADD CONSTRAINT "pages_blocks_text_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text" ADD CONSTRAINT "pages_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action_actions_links" ADD CONSTRAINT "pages_blocks_call_to_action_actions_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_hero_actions_links" ADD CONSTRAINT "_pages_v_version_hero_actions_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_items" ADD CONSTRAINT "_pages_v_blocks_stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats" ADD CONSTRAINT "_pages_v_blocks_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_list_chips" ADD CONSTRAINT "_pages_v_blocks_feature_list_chips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_list_items" ADD CONSTRAINT "_pages_v_blocks_feature_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_list_actions_links" ADD CONSTRAINT "_pages_v_blocks_feature_list_actions_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_list" ADD CONSTRAINT "_pages_v_blocks_feature_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_logo_wall_logos" ADD CONSTRAINT "_pages_v_blocks_logo_wall_logos_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_logo_wall_logos" ADD CONSTRAINT "_pages_v_blocks_logo_wall_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_logo_wall"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_logo_wall" ADD CONSTRAINT "_pages_v_blocks_logo_wall_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonial_slots_positions" ADD CONSTRAINT "_pages_v_blocks_testimonial_slots_positions_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_testimonial_slots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonial_slots_quotes" ADD CONSTRAINT "_pages_v_blocks_testimonial_slots_quotes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_testimonial_slots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonial_slots" ADD CONSTRAINT "_pages_v_blocks_testimonial_slots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_columns_list" ADD CONSTRAINT "_pages_v_blocks_text_columns_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_text_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_columns" ADD CONSTRAINT "_pages_v_blocks_text_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text" ADD CONSTRAINT "_pages_v_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action_actions_links" ADD CONSTRAINT "_pages_v_blocks_call_to_action_actions_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_hero_actions_links_order_idx" ON "pages_hero_actions_links" USING btree ("_order");
  CREATE INDEX "pages_hero_actions_links_parent_id_idx" ON "pages_hero_actions_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_items_order_idx" ON "pages_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_items_parent_id_idx" ON "pages_blocks_stats_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_order_idx" ON "pages_blocks_stats" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_parent_id_idx" ON "pages_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_path_idx" ON "pages_blocks_stats" USING btree ("_path");
  CREATE INDEX "pages_blocks_feature_list_chips_order_idx" ON "pages_blocks_feature_list_chips" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_list_chips_parent_id_idx" ON "pages_blocks_feature_list_chips" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_list_items_order_idx" ON "pages_blocks_feature_list_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_list_items_parent_id_idx" ON "pages_blocks_feature_list_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_list_actions_links_order_idx" ON "pages_blocks_feature_list_actions_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_list_actions_links_parent_id_idx" ON "pages_blocks_feature_list_actions_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_list_order_idx" ON "pages_blocks_feature_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_list_parent_id_idx" ON "pages_blocks_feature_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_list_path_idx" ON "pages_blocks_feature_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_logo_wall_logos_order_idx" ON "pages_blocks_logo_wall_logos" USING btree ("_order");
  CREATE INDEX "pages_blocks_logo_wall_logos_parent_id_idx" ON "pages_blocks_logo_wall_logos" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_logo_wall_logos_logo_idx" ON "pages_blocks_logo_wall_logos" USING btree ("logo_id");
  CREATE INDEX "pages_blocks_logo_wall_order_idx" ON "pages_blocks_logo_wall" USING btree ("_order");
  CREATE INDEX "pages_blocks_logo_wall_parent_id_idx" ON "pages_blocks_logo_wall" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_logo_wall_path_idx" ON "pages_blocks_logo_wall" USING btree ("_path");
  CREATE INDEX "pages_blocks_testimonial_slots_positions_order_idx" ON "pages_blocks_testimonial_slots_positions" USING btree ("order");
  CREATE INDEX "pages_blocks_testimonial_slots_positions_parent_idx" ON "pages_blocks_testimonial_slots_positions" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_testimonial_slots_quotes_order_idx" ON "pages_blocks_testimonial_slots_quotes" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonial_slots_quotes_parent_id_idx" ON "pages_blocks_testimonial_slots_quotes" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonial_slots_order_idx" ON "pages_blocks_testimonial_slots" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonial_slots_parent_id_idx" ON "pages_blocks_testimonial_slots" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonial_slots_path_idx" ON "pages_blocks_testimonial_slots" USING btree ("_path");
  CREATE INDEX "pages_blocks_text_columns_list_order_idx" ON "pages_blocks_text_columns_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_columns_list_parent_id_idx" ON "pages_blocks_text_columns_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_columns_order_idx" ON "pages_blocks_text_columns" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_columns_parent_id_idx" ON "pages_blocks_text_columns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_order_idx" ON "pages_blocks_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_parent_id_idx" ON "pages_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_path_idx" ON "pages_blocks_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_call_to_action_actions_links_order_idx" ON "pages_blocks_call_to_action_actions_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_actions_links_parent_id_idx" ON "pages_blocks_call_to_action_actions_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_order_idx" ON "pages_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_parent_id_idx" ON "pages_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_path_idx" ON "pages_blocks_call_to_action" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "_pages_v_version_hero_actions_links_order_idx" ON "_pages_v_version_hero_actions_links" USING btree ("_order");
  CREATE INDEX "_pages_v_version_hero_actions_links_parent_id_idx" ON "_pages_v_version_hero_actions_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_items_order_idx" ON "_pages_v_blocks_stats_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_items_parent_id_idx" ON "_pages_v_blocks_stats_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_order_idx" ON "_pages_v_blocks_stats" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_parent_id_idx" ON "_pages_v_blocks_stats" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_path_idx" ON "_pages_v_blocks_stats" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_feature_list_chips_order_idx" ON "_pages_v_blocks_feature_list_chips" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_list_chips_parent_id_idx" ON "_pages_v_blocks_feature_list_chips" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_list_items_order_idx" ON "_pages_v_blocks_feature_list_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_list_items_parent_id_idx" ON "_pages_v_blocks_feature_list_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_list_actions_links_order_idx" ON "_pages_v_blocks_feature_list_actions_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_list_actions_links_parent_id_idx" ON "_pages_v_blocks_feature_list_actions_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_list_order_idx" ON "_pages_v_blocks_feature_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_list_parent_id_idx" ON "_pages_v_blocks_feature_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_list_path_idx" ON "_pages_v_blocks_feature_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_logo_wall_logos_order_idx" ON "_pages_v_blocks_logo_wall_logos" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_logo_wall_logos_parent_id_idx" ON "_pages_v_blocks_logo_wall_logos" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_logo_wall_logos_logo_idx" ON "_pages_v_blocks_logo_wall_logos" USING btree ("logo_id");
  CREATE INDEX "_pages_v_blocks_logo_wall_order_idx" ON "_pages_v_blocks_logo_wall" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_logo_wall_parent_id_idx" ON "_pages_v_blocks_logo_wall" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_logo_wall_path_idx" ON "_pages_v_blocks_logo_wall" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_testimonial_slots_positions_order_idx" ON "_pages_v_blocks_testimonial_slots_positions" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_testimonial_slots_positions_parent_idx" ON "_pages_v_blocks_testimonial_slots_positions" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_testimonial_slots_quotes_order_idx" ON "_pages_v_blocks_testimonial_slots_quotes" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonial_slots_quotes_parent_id_idx" ON "_pages_v_blocks_testimonial_slots_quotes" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonial_slots_order_idx" ON "_pages_v_blocks_testimonial_slots" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonial_slots_parent_id_idx" ON "_pages_v_blocks_testimonial_slots" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonial_slots_path_idx" ON "_pages_v_blocks_testimonial_slots" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_text_columns_list_order_idx" ON "_pages_v_blocks_text_columns_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_text_columns_list_parent_id_idx" ON "_pages_v_blocks_text_columns_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_text_columns_order_idx" ON "_pages_v_blocks_text_columns" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_text_columns_parent_id_idx" ON "_pages_v_blocks_text_columns" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_text_order_idx" ON "_pages_v_blocks_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_text_parent_id_idx" ON "_pages_v_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_text_path_idx" ON "_pages_v_blocks_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_call_to_action_actions_links_order_idx" ON "_pages_v_blocks_call_to_action_actions_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_actions_links_parent_id_idx" ON "_pages_v_blocks_call_to_action_actions_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_order_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_parent_id_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_path_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_hero_actions_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stats_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_feature_list_chips" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_feature_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_feature_list_actions_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_feature_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_logo_wall_logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_logo_wall" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonial_slots_positions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonial_slots_quotes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonial_slots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_text_columns_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_text_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_call_to_action_actions_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_hero_actions_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stats_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_list_chips" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_list_actions_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_logo_wall_logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_logo_wall" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_testimonial_slots_positions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_testimonial_slots_quotes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_testimonial_slots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_text_columns_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_text_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_call_to_action_actions_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_hero_actions_links" CASCADE;
  DROP TABLE "pages_blocks_stats_items" CASCADE;
  DROP TABLE "pages_blocks_stats" CASCADE;
  DROP TABLE "pages_blocks_feature_list_chips" CASCADE;
  DROP TABLE "pages_blocks_feature_list_items" CASCADE;
  DROP TABLE "pages_blocks_feature_list_actions_links" CASCADE;
  DROP TABLE "pages_blocks_feature_list" CASCADE;
  DROP TABLE "pages_blocks_logo_wall_logos" CASCADE;
  DROP TABLE "pages_blocks_logo_wall" CASCADE;
  DROP TABLE "pages_blocks_testimonial_slots_positions" CASCADE;
  DROP TABLE "pages_blocks_testimonial_slots_quotes" CASCADE;
  DROP TABLE "pages_blocks_testimonial_slots" CASCADE;
  DROP TABLE "pages_blocks_text_columns_list" CASCADE;
  DROP TABLE "pages_blocks_text_columns" CASCADE;
  DROP TABLE "pages_blocks_text" CASCADE;
  DROP TABLE "pages_blocks_call_to_action_actions_links" CASCADE;
  DROP TABLE "pages_blocks_call_to_action" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "_pages_v_version_hero_actions_links" CASCADE;
  DROP TABLE "_pages_v_blocks_stats_items" CASCADE;
  DROP TABLE "_pages_v_blocks_stats" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_list_chips" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_list_items" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_list_actions_links" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_list" CASCADE;
  DROP TABLE "_pages_v_blocks_logo_wall_logos" CASCADE;
  DROP TABLE "_pages_v_blocks_logo_wall" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonial_slots_positions" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonial_slots_quotes" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonial_slots" CASCADE;
  DROP TABLE "_pages_v_blocks_text_columns_list" CASCADE;
  DROP TABLE "_pages_v_blocks_text_columns" CASCADE;
  DROP TABLE "_pages_v_blocks_text" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action_actions_links" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pages_fk";
  
  DROP INDEX "payload_locked_documents_rels_pages_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pages_id";
  DROP TYPE "public"."enum_pages_hero_actions_links_appearance";
  DROP TYPE "public"."enum_pages_blocks_stats_background";
  DROP TYPE "public"."enum_pages_blocks_feature_list_actions_links_appearance";
  DROP TYPE "public"."enum_pages_blocks_feature_list_background";
  DROP TYPE "public"."enum_pages_blocks_feature_list_item_style";
  DROP TYPE "public"."enum_pages_blocks_feature_list_columns";
  DROP TYPE "public"."enum_pages_blocks_feature_list_actions_inquiry_form";
  DROP TYPE "public"."enum_pages_blocks_logo_wall_background";
  DROP TYPE "public"."enum_pages_blocks_testimonial_slots_positions";
  DROP TYPE "public"."enum_pages_blocks_testimonial_slots_background";
  DROP TYPE "public"."enum_pages_blocks_testimonial_slots_columns";
  DROP TYPE "public"."enum_pages_blocks_text_background";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_actions_links_appearance";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_background";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_style";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_actions_inquiry_form";
  DROP TYPE "public"."enum_pages_slug";
  DROP TYPE "public"."enum_pages_hero_type";
  DROP TYPE "public"."enum_pages_hero_actions_inquiry_form";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_hero_actions_links_appearance";
  DROP TYPE "public"."enum__pages_v_blocks_stats_background";
  DROP TYPE "public"."enum__pages_v_blocks_feature_list_actions_links_appearance";
  DROP TYPE "public"."enum__pages_v_blocks_feature_list_background";
  DROP TYPE "public"."enum__pages_v_blocks_feature_list_item_style";
  DROP TYPE "public"."enum__pages_v_blocks_feature_list_columns";
  DROP TYPE "public"."enum__pages_v_blocks_feature_list_actions_inquiry_form";
  DROP TYPE "public"."enum__pages_v_blocks_logo_wall_background";
  DROP TYPE "public"."enum__pages_v_blocks_testimonial_slots_positions";
  DROP TYPE "public"."enum__pages_v_blocks_testimonial_slots_background";
  DROP TYPE "public"."enum__pages_v_blocks_testimonial_slots_columns";
  DROP TYPE "public"."enum__pages_v_blocks_text_background";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_actions_links_appearance";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_background";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_style";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_actions_inquiry_form";
  DROP TYPE "public"."enum__pages_v_version_slug";
  DROP TYPE "public"."enum__pages_v_version_hero_type";
  DROP TYPE "public"."enum__pages_v_version_hero_actions_inquiry_form";
  DROP TYPE "public"."enum__pages_v_version_status";`)
}
