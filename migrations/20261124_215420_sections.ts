import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sections_blocks_hero_slides_cta_type" AS ENUM('page', 'custom');
  CREATE TYPE "public"."enum_sections_blocks_hero_variant" AS ENUM('image', 'slider');
  CREATE TYPE "public"."enum_sections_blocks_hero_height" AS ENUM('standard', 'tall');
  CREATE TYPE "public"."enum_sections_blocks_rich_text_width" AS ENUM('reading', 'full');
  CREATE TYPE "public"."enum_sections_blocks_call_to_action_buttons_link_type" AS ENUM('page', 'custom');
  CREATE TYPE "public"."enum_sections_blocks_call_to_action_buttons_style" AS ENUM('solid', 'outline');
  CREATE TYPE "public"."enum_sections_blocks_call_to_action_tone" AS ENUM('primary', 'dark', 'light');
  CREATE TYPE "public"."enum_sections_blocks_media_block_size" AS ENUM('contained', 'full');
  CREATE TYPE "public"."enum_sections_blocks_brand_grid_sections_brands_link_kind" AS ENUM('overview', 'path', 'external');
  CREATE TYPE "public"."enum_sections_blocks_brand_grid_sections_kind" AS ENUM('car', 'motorcycle', 'truck', 'our');
  CREATE TYPE "public"."enum_sections_blocks_finance_calculator_variant" AS ENUM('tab', 'sidebar');
  CREATE TYPE "public"."enum_sections_blocks_lead_form_form_kind" AS ENUM('contact', 'careers', 'trade-in', 'service', 'finance');
  CREATE TYPE "public"."enum_sections_blocks_lead_form_category" AS ENUM('General Enquiry', 'Sales Enquiry', 'Finance Enquiry', 'Service Enquiry', 'Parts Enquiry', 'Trade-In Enquiry', 'Careers Enquiry');
  CREATE TYPE "public"."enum_sections_blocks_locations_scope" AS ENUM('all', 'primary', 'sales', 'service', 'parts', 'service-and-parts');
  CREATE TYPE "public"."enum_sections_blocks_locations_subtype" AS ENUM('new', 'used', 'demo', 'buying');
  CREATE TYPE "public"."enum_sections_blocks_locations_layout" AS ENUM('grid', 'carousel', 'map');
  CREATE TYPE "public"."enum_sections_blocks_offers_category" AS ENUM('New car offer', 'Used car offer', 'Demo car offer', 'Finance offer', 'Service offer', 'Accessories offer');
  CREATE TYPE "public"."enum_sections_blocks_offers_layout" AS ENUM('grid', 'carousel');
  CREATE TYPE "public"."enum_sections_blocks_blog_posts_category" AS ENUM('buyer-advice', 'motoring-tips', 'servicing-insights', 'vehicle-reviews');
  CREATE TYPE "public"."enum_sections_blocks_search_grid_filter_car_type" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum_sections_blocks_search_grid_filter_body" AS ENUM('4x4', 'bus', 'cabchassis', 'convertible', 'coupe', 'ev', 'hardtop', 'hatch', 'hatchback', 'motorhome', 'lighttruck', 'peoplemover', 'prestige', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationwagon');
  CREATE TYPE "public"."enum_sections_blocks_search_grid_sort" AS ENUM('cars', 'cars_latest', 'cars_price_desc', 'cars_price_asc', 'cars_km_asc');
  CREATE TYPE "public"."enum_sections_blocks_search_grid_layout" AS ENUM('site', 'grid', 'carousel');
  CREATE TYPE "public"."enum_sections_blocks_car_detail_mode" AS ENUM('stock-number', 'newest');
  CREATE TYPE "public"."enum_sections_blocks_car_detail_filter_car_type" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum_sections_blocks_car_detail_filter_body" AS ENUM('4x4', 'bus', 'cabchassis', 'convertible', 'coupe', 'ev', 'hardtop', 'hatch', 'hatchback', 'motorhome', 'lighttruck', 'peoplemover', 'prestige', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationwagon');
  CREATE TYPE "public"."enum_sections_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__sections_v_blocks_hero_slides_cta_type" AS ENUM('page', 'custom');
  CREATE TYPE "public"."enum__sections_v_blocks_hero_variant" AS ENUM('image', 'slider');
  CREATE TYPE "public"."enum__sections_v_blocks_hero_height" AS ENUM('standard', 'tall');
  CREATE TYPE "public"."enum__sections_v_blocks_rich_text_width" AS ENUM('reading', 'full');
  CREATE TYPE "public"."enum__sections_v_blocks_call_to_action_buttons_link_type" AS ENUM('page', 'custom');
  CREATE TYPE "public"."enum__sections_v_blocks_call_to_action_buttons_style" AS ENUM('solid', 'outline');
  CREATE TYPE "public"."enum__sections_v_blocks_call_to_action_tone" AS ENUM('primary', 'dark', 'light');
  CREATE TYPE "public"."enum__sections_v_blocks_media_block_size" AS ENUM('contained', 'full');
  CREATE TYPE "public"."enum__sections_v_blocks_brand_grid_sections_brands_link_kind" AS ENUM('overview', 'path', 'external');
  CREATE TYPE "public"."enum__sections_v_blocks_brand_grid_sections_kind" AS ENUM('car', 'motorcycle', 'truck', 'our');
  CREATE TYPE "public"."enum__sections_v_blocks_finance_calculator_variant" AS ENUM('tab', 'sidebar');
  CREATE TYPE "public"."enum__sections_v_blocks_lead_form_form_kind" AS ENUM('contact', 'careers', 'trade-in', 'service', 'finance');
  CREATE TYPE "public"."enum__sections_v_blocks_lead_form_category" AS ENUM('General Enquiry', 'Sales Enquiry', 'Finance Enquiry', 'Service Enquiry', 'Parts Enquiry', 'Trade-In Enquiry', 'Careers Enquiry');
  CREATE TYPE "public"."enum__sections_v_blocks_locations_scope" AS ENUM('all', 'primary', 'sales', 'service', 'parts', 'service-and-parts');
  CREATE TYPE "public"."enum__sections_v_blocks_locations_subtype" AS ENUM('new', 'used', 'demo', 'buying');
  CREATE TYPE "public"."enum__sections_v_blocks_locations_layout" AS ENUM('grid', 'carousel', 'map');
  CREATE TYPE "public"."enum__sections_v_blocks_offers_category" AS ENUM('New car offer', 'Used car offer', 'Demo car offer', 'Finance offer', 'Service offer', 'Accessories offer');
  CREATE TYPE "public"."enum__sections_v_blocks_offers_layout" AS ENUM('grid', 'carousel');
  CREATE TYPE "public"."enum__sections_v_blocks_blog_posts_category" AS ENUM('buyer-advice', 'motoring-tips', 'servicing-insights', 'vehicle-reviews');
  CREATE TYPE "public"."enum__sections_v_blocks_search_grid_filter_car_type" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum__sections_v_blocks_search_grid_filter_body" AS ENUM('4x4', 'bus', 'cabchassis', 'convertible', 'coupe', 'ev', 'hardtop', 'hatch', 'hatchback', 'motorhome', 'lighttruck', 'peoplemover', 'prestige', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationwagon');
  CREATE TYPE "public"."enum__sections_v_blocks_search_grid_sort" AS ENUM('cars', 'cars_latest', 'cars_price_desc', 'cars_price_asc', 'cars_km_asc');
  CREATE TYPE "public"."enum__sections_v_blocks_search_grid_layout" AS ENUM('site', 'grid', 'carousel');
  CREATE TYPE "public"."enum__sections_v_blocks_car_detail_mode" AS ENUM('stock-number', 'newest');
  CREATE TYPE "public"."enum__sections_v_blocks_car_detail_filter_car_type" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum__sections_v_blocks_car_detail_filter_body" AS ENUM('4x4', 'bus', 'cabchassis', 'convertible', 'coupe', 'ev', 'hardtop', 'hatch', 'hatchback', 'motorhome', 'lighttruck', 'peoplemover', 'prestige', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationwagon');
  CREATE TYPE "public"."enum__sections_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "pages_blocks_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"section_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"section_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sections_blocks_hero_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subheading" varchar,
  	"image_id" integer,
  	"cta_label" varchar,
  	"cta_type" "enum_sections_blocks_hero_slides_cta_type" DEFAULT 'custom',
  	"cta_new_tab" boolean,
  	"cta_page_id" integer,
  	"cta_url" varchar
  );
  
  CREATE TABLE "sections_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_sections_blocks_hero_variant" DEFAULT 'image',
  	"height" "enum_sections_blocks_hero_height" DEFAULT 'standard',
  	"block_name" varchar
  );
  
  CREATE TABLE "sections_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"width" "enum_sections_blocks_rich_text_width" DEFAULT 'reading',
  	"block_name" varchar
  );
  
  CREATE TABLE "sections_blocks_call_to_action_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link_type" "enum_sections_blocks_call_to_action_buttons_link_type" DEFAULT 'custom',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"style" "enum_sections_blocks_call_to_action_buttons_style" DEFAULT 'solid'
  );
  
  CREATE TABLE "sections_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"tone" "enum_sections_blocks_call_to_action_tone" DEFAULT 'primary',
  	"block_name" varchar
  );
  
  CREATE TABLE "sections_blocks_media_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"caption" varchar,
  	"size" "enum_sections_blocks_media_block_size" DEFAULT 'contained',
  	"block_name" varchar
  );
  
  CREATE TABLE "sections_blocks_brand_grid_sections_brands" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"logo_id" integer,
  	"link_kind" "enum_sections_blocks_brand_grid_sections_brands_link_kind" DEFAULT 'overview',
  	"target" varchar
  );
  
  CREATE TABLE "sections_blocks_brand_grid_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_sections_blocks_brand_grid_sections_kind" DEFAULT 'car'
  );
  
  CREATE TABLE "sections_blocks_brand_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Our Brands',
  	"block_name" varchar
  );
  
  CREATE TABLE "sections_blocks_stats_banner_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" numeric,
  	"suffix" varchar DEFAULT '+',
  	"label" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "sections_blocks_stats_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "sections_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "sections_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Frequently asked questions',
  	"block_name" varchar
  );
  
  CREATE TABLE "sections_blocks_finance_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Finance Calculator',
  	"intro" varchar,
  	"variant" "enum_sections_blocks_finance_calculator_variant" DEFAULT 'tab',
  	"disclaimer" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "sections_blocks_budget_finder" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Find cars for your budget',
  	"intro" varchar,
  	"type_label" varchar,
  	"search_path" varchar DEFAULT '/search',
  	"show_price_slider" boolean DEFAULT true,
  	"cheapest_price" numeric,
  	"max_price" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "sections_blocks_lead_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form_kind" "enum_sections_blocks_lead_form_form_kind" DEFAULT 'contact',
  	"heading" varchar,
  	"intro" varchar,
  	"category" "enum_sections_blocks_lead_form_category",
  	"comments_optional" boolean DEFAULT false,
  	"success_path" varchar DEFAULT '/success',
  	"block_name" varchar
  );
  
  CREATE TABLE "sections_blocks_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Our Locations',
  	"scope" "enum_sections_blocks_locations_scope" DEFAULT 'all',
  	"make" varchar,
  	"subtype" "enum_sections_blocks_locations_subtype",
  	"layout" "enum_sections_blocks_locations_layout" DEFAULT 'grid',
  	"block_name" varchar
  );
  
  CREATE TABLE "sections_blocks_offers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Current Offers',
  	"category" "enum_sections_blocks_offers_category",
  	"manufacturer" varchar,
  	"limit" numeric DEFAULT 6,
  	"layout" "enum_sections_blocks_offers_layout" DEFAULT 'grid',
  	"block_name" varchar
  );
  
  CREATE TABLE "sections_blocks_blog_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Latest News',
  	"count" numeric DEFAULT 3,
  	"category" "enum_sections_blocks_blog_posts_category",
  	"block_name" varchar
  );
  
  CREATE TABLE "sections_blocks_search_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"filter_car_type" "enum_sections_blocks_search_grid_filter_car_type",
  	"filter_make" varchar,
  	"filter_body" "enum_sections_blocks_search_grid_filter_body",
  	"filter_price_min" numeric,
  	"filter_price_max" numeric,
  	"filter_tag" varchar,
  	"sort" "enum_sections_blocks_search_grid_sort" DEFAULT 'cars_latest',
  	"count" numeric DEFAULT 6,
  	"layout" "enum_sections_blocks_search_grid_layout" DEFAULT 'site',
  	"view_all_label" varchar DEFAULT 'View all',
  	"block_name" varchar
  );
  
  CREATE TABLE "sections_blocks_car_detail" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"mode" "enum_sections_blocks_car_detail_mode" DEFAULT 'stock-number',
  	"stock_number" varchar,
  	"filter_car_type" "enum_sections_blocks_car_detail_filter_car_type",
  	"filter_make" varchar,
  	"filter_body" "enum_sections_blocks_car_detail_filter_body",
  	"filter_price_min" numeric,
  	"filter_price_max" numeric,
  	"filter_tag" varchar,
  	"button_label" varchar DEFAULT 'View this car',
  	"block_name" varchar
  );
  
  CREATE TABLE "sections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_sections_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "sections_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locations_id" integer
  );
  
  CREATE TABLE "_sections_v_blocks_hero_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subheading" varchar,
  	"image_id" integer,
  	"cta_label" varchar,
  	"cta_type" "enum__sections_v_blocks_hero_slides_cta_type" DEFAULT 'custom',
  	"cta_new_tab" boolean,
  	"cta_page_id" integer,
  	"cta_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sections_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum__sections_v_blocks_hero_variant" DEFAULT 'image',
  	"height" "enum__sections_v_blocks_hero_height" DEFAULT 'standard',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sections_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"width" "enum__sections_v_blocks_rich_text_width" DEFAULT 'reading',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sections_v_blocks_call_to_action_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link_type" "enum__sections_v_blocks_call_to_action_buttons_link_type" DEFAULT 'custom',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"style" "enum__sections_v_blocks_call_to_action_buttons_style" DEFAULT 'solid',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sections_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"tone" "enum__sections_v_blocks_call_to_action_tone" DEFAULT 'primary',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sections_v_blocks_media_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"caption" varchar,
  	"size" "enum__sections_v_blocks_media_block_size" DEFAULT 'contained',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sections_v_blocks_brand_grid_sections_brands" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"logo_id" integer,
  	"link_kind" "enum__sections_v_blocks_brand_grid_sections_brands_link_kind" DEFAULT 'overview',
  	"target" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sections_v_blocks_brand_grid_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__sections_v_blocks_brand_grid_sections_kind" DEFAULT 'car',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sections_v_blocks_brand_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Our Brands',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sections_v_blocks_stats_banner_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" numeric,
  	"suffix" varchar DEFAULT '+',
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sections_v_blocks_stats_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sections_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sections_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Frequently asked questions',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sections_v_blocks_finance_calculator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Finance Calculator',
  	"intro" varchar,
  	"variant" "enum__sections_v_blocks_finance_calculator_variant" DEFAULT 'tab',
  	"disclaimer" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sections_v_blocks_budget_finder" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Find cars for your budget',
  	"intro" varchar,
  	"type_label" varchar,
  	"search_path" varchar DEFAULT '/search',
  	"show_price_slider" boolean DEFAULT true,
  	"cheapest_price" numeric,
  	"max_price" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sections_v_blocks_lead_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_kind" "enum__sections_v_blocks_lead_form_form_kind" DEFAULT 'contact',
  	"heading" varchar,
  	"intro" varchar,
  	"category" "enum__sections_v_blocks_lead_form_category",
  	"comments_optional" boolean DEFAULT false,
  	"success_path" varchar DEFAULT '/success',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sections_v_blocks_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Our Locations',
  	"scope" "enum__sections_v_blocks_locations_scope" DEFAULT 'all',
  	"make" varchar,
  	"subtype" "enum__sections_v_blocks_locations_subtype",
  	"layout" "enum__sections_v_blocks_locations_layout" DEFAULT 'grid',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sections_v_blocks_offers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Current Offers',
  	"category" "enum__sections_v_blocks_offers_category",
  	"manufacturer" varchar,
  	"limit" numeric DEFAULT 6,
  	"layout" "enum__sections_v_blocks_offers_layout" DEFAULT 'grid',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sections_v_blocks_blog_posts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Latest News',
  	"count" numeric DEFAULT 3,
  	"category" "enum__sections_v_blocks_blog_posts_category",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sections_v_blocks_search_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"filter_car_type" "enum__sections_v_blocks_search_grid_filter_car_type",
  	"filter_make" varchar,
  	"filter_body" "enum__sections_v_blocks_search_grid_filter_body",
  	"filter_price_min" numeric,
  	"filter_price_max" numeric,
  	"filter_tag" varchar,
  	"sort" "enum__sections_v_blocks_search_grid_sort" DEFAULT 'cars_latest',
  	"count" numeric DEFAULT 6,
  	"layout" "enum__sections_v_blocks_search_grid_layout" DEFAULT 'site',
  	"view_all_label" varchar DEFAULT 'View all',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sections_v_blocks_car_detail" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"mode" "enum__sections_v_blocks_car_detail_mode" DEFAULT 'stock-number',
  	"stock_number" varchar,
  	"filter_car_type" "enum__sections_v_blocks_car_detail_filter_car_type",
  	"filter_make" varchar,
  	"filter_body" "enum__sections_v_blocks_car_detail_filter_body",
  	"filter_price_min" numeric,
  	"filter_price_max" numeric,
  	"filter_tag" varchar,
  	"button_label" varchar DEFAULT 'View this car',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_sections_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_name" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__sections_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_sections_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locations_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sections_id" integer;
  ALTER TABLE "pages_blocks_section" ADD CONSTRAINT "pages_blocks_section_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_section" ADD CONSTRAINT "pages_blocks_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_section" ADD CONSTRAINT "_pages_v_blocks_section_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_section" ADD CONSTRAINT "_pages_v_blocks_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sections_blocks_hero_slides" ADD CONSTRAINT "sections_blocks_hero_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sections_blocks_hero_slides" ADD CONSTRAINT "sections_blocks_hero_slides_cta_page_id_pages_id_fk" FOREIGN KEY ("cta_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sections_blocks_hero_slides" ADD CONSTRAINT "sections_blocks_hero_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sections_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sections_blocks_hero" ADD CONSTRAINT "sections_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sections_blocks_rich_text" ADD CONSTRAINT "sections_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sections_blocks_call_to_action_buttons" ADD CONSTRAINT "sections_blocks_call_to_action_buttons_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sections_blocks_call_to_action_buttons" ADD CONSTRAINT "sections_blocks_call_to_action_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sections_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sections_blocks_call_to_action" ADD CONSTRAINT "sections_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sections_blocks_media_block" ADD CONSTRAINT "sections_blocks_media_block_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sections_blocks_media_block" ADD CONSTRAINT "sections_blocks_media_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sections_blocks_brand_grid_sections_brands" ADD CONSTRAINT "sections_blocks_brand_grid_sections_brands_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sections_blocks_brand_grid_sections_brands" ADD CONSTRAINT "sections_blocks_brand_grid_sections_brands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sections_blocks_brand_grid_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sections_blocks_brand_grid_sections" ADD CONSTRAINT "sections_blocks_brand_grid_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sections_blocks_brand_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sections_blocks_brand_grid" ADD CONSTRAINT "sections_blocks_brand_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sections_blocks_stats_banner_items" ADD CONSTRAINT "sections_blocks_stats_banner_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sections_blocks_stats_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sections_blocks_stats_banner" ADD CONSTRAINT "sections_blocks_stats_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sections_blocks_faq_items" ADD CONSTRAINT "sections_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sections_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sections_blocks_faq" ADD CONSTRAINT "sections_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sections_blocks_finance_calculator" ADD CONSTRAINT "sections_blocks_finance_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sections_blocks_budget_finder" ADD CONSTRAINT "sections_blocks_budget_finder_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sections_blocks_lead_form" ADD CONSTRAINT "sections_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sections_blocks_locations" ADD CONSTRAINT "sections_blocks_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sections_blocks_offers" ADD CONSTRAINT "sections_blocks_offers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sections_blocks_blog_posts" ADD CONSTRAINT "sections_blocks_blog_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sections_blocks_search_grid" ADD CONSTRAINT "sections_blocks_search_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sections_blocks_car_detail" ADD CONSTRAINT "sections_blocks_car_detail_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sections" ADD CONSTRAINT "sections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sections_rels" ADD CONSTRAINT "sections_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sections_rels" ADD CONSTRAINT "sections_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sections_v_blocks_hero_slides" ADD CONSTRAINT "_sections_v_blocks_hero_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sections_v_blocks_hero_slides" ADD CONSTRAINT "_sections_v_blocks_hero_slides_cta_page_id_pages_id_fk" FOREIGN KEY ("cta_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sections_v_blocks_hero_slides" ADD CONSTRAINT "_sections_v_blocks_hero_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sections_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sections_v_blocks_hero" ADD CONSTRAINT "_sections_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sections_v_blocks_rich_text" ADD CONSTRAINT "_sections_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sections_v_blocks_call_to_action_buttons" ADD CONSTRAINT "_sections_v_blocks_call_to_action_buttons_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sections_v_blocks_call_to_action_buttons" ADD CONSTRAINT "_sections_v_blocks_call_to_action_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sections_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sections_v_blocks_call_to_action" ADD CONSTRAINT "_sections_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sections_v_blocks_media_block" ADD CONSTRAINT "_sections_v_blocks_media_block_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sections_v_blocks_media_block" ADD CONSTRAINT "_sections_v_blocks_media_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sections_v_blocks_brand_grid_sections_brands" ADD CONSTRAINT "_sections_v_blocks_brand_grid_sections_brands_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sections_v_blocks_brand_grid_sections_brands" ADD CONSTRAINT "_sections_v_blocks_brand_grid_sections_brands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sections_v_blocks_brand_grid_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sections_v_blocks_brand_grid_sections" ADD CONSTRAINT "_sections_v_blocks_brand_grid_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sections_v_blocks_brand_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sections_v_blocks_brand_grid" ADD CONSTRAINT "_sections_v_blocks_brand_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sections_v_blocks_stats_banner_items" ADD CONSTRAINT "_sections_v_blocks_stats_banner_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sections_v_blocks_stats_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sections_v_blocks_stats_banner" ADD CONSTRAINT "_sections_v_blocks_stats_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sections_v_blocks_faq_items" ADD CONSTRAINT "_sections_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sections_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sections_v_blocks_faq" ADD CONSTRAINT "_sections_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sections_v_blocks_finance_calculator" ADD CONSTRAINT "_sections_v_blocks_finance_calculator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sections_v_blocks_budget_finder" ADD CONSTRAINT "_sections_v_blocks_budget_finder_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sections_v_blocks_lead_form" ADD CONSTRAINT "_sections_v_blocks_lead_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sections_v_blocks_locations" ADD CONSTRAINT "_sections_v_blocks_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sections_v_blocks_offers" ADD CONSTRAINT "_sections_v_blocks_offers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sections_v_blocks_blog_posts" ADD CONSTRAINT "_sections_v_blocks_blog_posts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sections_v_blocks_search_grid" ADD CONSTRAINT "_sections_v_blocks_search_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sections_v_blocks_car_detail" ADD CONSTRAINT "_sections_v_blocks_car_detail_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sections_v" ADD CONSTRAINT "_sections_v_parent_id_sections_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sections_v" ADD CONSTRAINT "_sections_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sections_v_rels" ADD CONSTRAINT "_sections_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_sections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sections_v_rels" ADD CONSTRAINT "_sections_v_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_section_order_idx" ON "pages_blocks_section" USING btree ("_order");
  CREATE INDEX "pages_blocks_section_parent_id_idx" ON "pages_blocks_section" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_section_path_idx" ON "pages_blocks_section" USING btree ("_path");
  CREATE INDEX "pages_blocks_section_section_idx" ON "pages_blocks_section" USING btree ("section_id");
  CREATE INDEX "_pages_v_blocks_section_order_idx" ON "_pages_v_blocks_section" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_section_parent_id_idx" ON "_pages_v_blocks_section" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_section_path_idx" ON "_pages_v_blocks_section" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_section_section_idx" ON "_pages_v_blocks_section" USING btree ("section_id");
  CREATE INDEX "sections_blocks_hero_slides_order_idx" ON "sections_blocks_hero_slides" USING btree ("_order");
  CREATE INDEX "sections_blocks_hero_slides_parent_id_idx" ON "sections_blocks_hero_slides" USING btree ("_parent_id");
  CREATE INDEX "sections_blocks_hero_slides_image_idx" ON "sections_blocks_hero_slides" USING btree ("image_id");
  CREATE INDEX "sections_blocks_hero_slides_cta_cta_page_idx" ON "sections_blocks_hero_slides" USING btree ("cta_page_id");
  CREATE INDEX "sections_blocks_hero_order_idx" ON "sections_blocks_hero" USING btree ("_order");
  CREATE INDEX "sections_blocks_hero_parent_id_idx" ON "sections_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "sections_blocks_hero_path_idx" ON "sections_blocks_hero" USING btree ("_path");
  CREATE INDEX "sections_blocks_rich_text_order_idx" ON "sections_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "sections_blocks_rich_text_parent_id_idx" ON "sections_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "sections_blocks_rich_text_path_idx" ON "sections_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "sections_blocks_call_to_action_buttons_order_idx" ON "sections_blocks_call_to_action_buttons" USING btree ("_order");
  CREATE INDEX "sections_blocks_call_to_action_buttons_parent_id_idx" ON "sections_blocks_call_to_action_buttons" USING btree ("_parent_id");
  CREATE INDEX "sections_blocks_call_to_action_buttons_link_link_page_idx" ON "sections_blocks_call_to_action_buttons" USING btree ("link_page_id");
  CREATE INDEX "sections_blocks_call_to_action_order_idx" ON "sections_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "sections_blocks_call_to_action_parent_id_idx" ON "sections_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "sections_blocks_call_to_action_path_idx" ON "sections_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "sections_blocks_media_block_order_idx" ON "sections_blocks_media_block" USING btree ("_order");
  CREATE INDEX "sections_blocks_media_block_parent_id_idx" ON "sections_blocks_media_block" USING btree ("_parent_id");
  CREATE INDEX "sections_blocks_media_block_path_idx" ON "sections_blocks_media_block" USING btree ("_path");
  CREATE INDEX "sections_blocks_media_block_media_idx" ON "sections_blocks_media_block" USING btree ("media_id");
  CREATE INDEX "sections_blocks_brand_grid_sections_brands_order_idx" ON "sections_blocks_brand_grid_sections_brands" USING btree ("_order");
  CREATE INDEX "sections_blocks_brand_grid_sections_brands_parent_id_idx" ON "sections_blocks_brand_grid_sections_brands" USING btree ("_parent_id");
  CREATE INDEX "sections_blocks_brand_grid_sections_brands_logo_idx" ON "sections_blocks_brand_grid_sections_brands" USING btree ("logo_id");
  CREATE INDEX "sections_blocks_brand_grid_sections_order_idx" ON "sections_blocks_brand_grid_sections" USING btree ("_order");
  CREATE INDEX "sections_blocks_brand_grid_sections_parent_id_idx" ON "sections_blocks_brand_grid_sections" USING btree ("_parent_id");
  CREATE INDEX "sections_blocks_brand_grid_order_idx" ON "sections_blocks_brand_grid" USING btree ("_order");
  CREATE INDEX "sections_blocks_brand_grid_parent_id_idx" ON "sections_blocks_brand_grid" USING btree ("_parent_id");
  CREATE INDEX "sections_blocks_brand_grid_path_idx" ON "sections_blocks_brand_grid" USING btree ("_path");
  CREATE INDEX "sections_blocks_stats_banner_items_order_idx" ON "sections_blocks_stats_banner_items" USING btree ("_order");
  CREATE INDEX "sections_blocks_stats_banner_items_parent_id_idx" ON "sections_blocks_stats_banner_items" USING btree ("_parent_id");
  CREATE INDEX "sections_blocks_stats_banner_order_idx" ON "sections_blocks_stats_banner" USING btree ("_order");
  CREATE INDEX "sections_blocks_stats_banner_parent_id_idx" ON "sections_blocks_stats_banner" USING btree ("_parent_id");
  CREATE INDEX "sections_blocks_stats_banner_path_idx" ON "sections_blocks_stats_banner" USING btree ("_path");
  CREATE INDEX "sections_blocks_faq_items_order_idx" ON "sections_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "sections_blocks_faq_items_parent_id_idx" ON "sections_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "sections_blocks_faq_order_idx" ON "sections_blocks_faq" USING btree ("_order");
  CREATE INDEX "sections_blocks_faq_parent_id_idx" ON "sections_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "sections_blocks_faq_path_idx" ON "sections_blocks_faq" USING btree ("_path");
  CREATE INDEX "sections_blocks_finance_calculator_order_idx" ON "sections_blocks_finance_calculator" USING btree ("_order");
  CREATE INDEX "sections_blocks_finance_calculator_parent_id_idx" ON "sections_blocks_finance_calculator" USING btree ("_parent_id");
  CREATE INDEX "sections_blocks_finance_calculator_path_idx" ON "sections_blocks_finance_calculator" USING btree ("_path");
  CREATE INDEX "sections_blocks_budget_finder_order_idx" ON "sections_blocks_budget_finder" USING btree ("_order");
  CREATE INDEX "sections_blocks_budget_finder_parent_id_idx" ON "sections_blocks_budget_finder" USING btree ("_parent_id");
  CREATE INDEX "sections_blocks_budget_finder_path_idx" ON "sections_blocks_budget_finder" USING btree ("_path");
  CREATE INDEX "sections_blocks_lead_form_order_idx" ON "sections_blocks_lead_form" USING btree ("_order");
  CREATE INDEX "sections_blocks_lead_form_parent_id_idx" ON "sections_blocks_lead_form" USING btree ("_parent_id");
  CREATE INDEX "sections_blocks_lead_form_path_idx" ON "sections_blocks_lead_form" USING btree ("_path");
  CREATE INDEX "sections_blocks_locations_order_idx" ON "sections_blocks_locations" USING btree ("_order");
  CREATE INDEX "sections_blocks_locations_parent_id_idx" ON "sections_blocks_locations" USING btree ("_parent_id");
  CREATE INDEX "sections_blocks_locations_path_idx" ON "sections_blocks_locations" USING btree ("_path");
  CREATE INDEX "sections_blocks_offers_order_idx" ON "sections_blocks_offers" USING btree ("_order");
  CREATE INDEX "sections_blocks_offers_parent_id_idx" ON "sections_blocks_offers" USING btree ("_parent_id");
  CREATE INDEX "sections_blocks_offers_path_idx" ON "sections_blocks_offers" USING btree ("_path");
  CREATE INDEX "sections_blocks_blog_posts_order_idx" ON "sections_blocks_blog_posts" USING btree ("_order");
  CREATE INDEX "sections_blocks_blog_posts_parent_id_idx" ON "sections_blocks_blog_posts" USING btree ("_parent_id");
  CREATE INDEX "sections_blocks_blog_posts_path_idx" ON "sections_blocks_blog_posts" USING btree ("_path");
  CREATE INDEX "sections_blocks_search_grid_order_idx" ON "sections_blocks_search_grid" USING btree ("_order");
  CREATE INDEX "sections_blocks_search_grid_parent_id_idx" ON "sections_blocks_search_grid" USING btree ("_parent_id");
  CREATE INDEX "sections_blocks_search_grid_path_idx" ON "sections_blocks_search_grid" USING btree ("_path");
  CREATE INDEX "sections_blocks_car_detail_order_idx" ON "sections_blocks_car_detail" USING btree ("_order");
  CREATE INDEX "sections_blocks_car_detail_parent_id_idx" ON "sections_blocks_car_detail" USING btree ("_parent_id");
  CREATE INDEX "sections_blocks_car_detail_path_idx" ON "sections_blocks_car_detail" USING btree ("_path");
  CREATE INDEX "sections_tenant_idx" ON "sections" USING btree ("tenant_id");
  CREATE INDEX "sections_updated_at_idx" ON "sections" USING btree ("updated_at");
  CREATE INDEX "sections_created_at_idx" ON "sections" USING btree ("created_at");
  CREATE INDEX "sections__status_idx" ON "sections" USING btree ("_status");
  CREATE INDEX "sections_rels_order_idx" ON "sections_rels" USING btree ("order");
  CREATE INDEX "sections_rels_parent_idx" ON "sections_rels" USING btree ("parent_id");
  CREATE INDEX "sections_rels_path_idx" ON "sections_rels" USING btree ("path");
  CREATE INDEX "sections_rels_locations_id_idx" ON "sections_rels" USING btree ("locations_id");
  CREATE INDEX "_sections_v_blocks_hero_slides_order_idx" ON "_sections_v_blocks_hero_slides" USING btree ("_order");
  CREATE INDEX "_sections_v_blocks_hero_slides_parent_id_idx" ON "_sections_v_blocks_hero_slides" USING btree ("_parent_id");
  CREATE INDEX "_sections_v_blocks_hero_slides_image_idx" ON "_sections_v_blocks_hero_slides" USING btree ("image_id");
  CREATE INDEX "_sections_v_blocks_hero_slides_cta_cta_page_idx" ON "_sections_v_blocks_hero_slides" USING btree ("cta_page_id");
  CREATE INDEX "_sections_v_blocks_hero_order_idx" ON "_sections_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_sections_v_blocks_hero_parent_id_idx" ON "_sections_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_sections_v_blocks_hero_path_idx" ON "_sections_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_sections_v_blocks_rich_text_order_idx" ON "_sections_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_sections_v_blocks_rich_text_parent_id_idx" ON "_sections_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_sections_v_blocks_rich_text_path_idx" ON "_sections_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_sections_v_blocks_call_to_action_buttons_order_idx" ON "_sections_v_blocks_call_to_action_buttons" USING btree ("_order");
  CREATE INDEX "_sections_v_blocks_call_to_action_buttons_parent_id_idx" ON "_sections_v_blocks_call_to_action_buttons" USING btree ("_parent_id");
  CREATE INDEX "_sections_v_blocks_call_to_action_buttons_link_link_page_idx" ON "_sections_v_blocks_call_to_action_buttons" USING btree ("link_page_id");
  CREATE INDEX "_sections_v_blocks_call_to_action_order_idx" ON "_sections_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_sections_v_blocks_call_to_action_parent_id_idx" ON "_sections_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_sections_v_blocks_call_to_action_path_idx" ON "_sections_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_sections_v_blocks_media_block_order_idx" ON "_sections_v_blocks_media_block" USING btree ("_order");
  CREATE INDEX "_sections_v_blocks_media_block_parent_id_idx" ON "_sections_v_blocks_media_block" USING btree ("_parent_id");
  CREATE INDEX "_sections_v_blocks_media_block_path_idx" ON "_sections_v_blocks_media_block" USING btree ("_path");
  CREATE INDEX "_sections_v_blocks_media_block_media_idx" ON "_sections_v_blocks_media_block" USING btree ("media_id");
  CREATE INDEX "_sections_v_blocks_brand_grid_sections_brands_order_idx" ON "_sections_v_blocks_brand_grid_sections_brands" USING btree ("_order");
  CREATE INDEX "_sections_v_blocks_brand_grid_sections_brands_parent_id_idx" ON "_sections_v_blocks_brand_grid_sections_brands" USING btree ("_parent_id");
  CREATE INDEX "_sections_v_blocks_brand_grid_sections_brands_logo_idx" ON "_sections_v_blocks_brand_grid_sections_brands" USING btree ("logo_id");
  CREATE INDEX "_sections_v_blocks_brand_grid_sections_order_idx" ON "_sections_v_blocks_brand_grid_sections" USING btree ("_order");
  CREATE INDEX "_sections_v_blocks_brand_grid_sections_parent_id_idx" ON "_sections_v_blocks_brand_grid_sections" USING btree ("_parent_id");
  CREATE INDEX "_sections_v_blocks_brand_grid_order_idx" ON "_sections_v_blocks_brand_grid" USING btree ("_order");
  CREATE INDEX "_sections_v_blocks_brand_grid_parent_id_idx" ON "_sections_v_blocks_brand_grid" USING btree ("_parent_id");
  CREATE INDEX "_sections_v_blocks_brand_grid_path_idx" ON "_sections_v_blocks_brand_grid" USING btree ("_path");
  CREATE INDEX "_sections_v_blocks_stats_banner_items_order_idx" ON "_sections_v_blocks_stats_banner_items" USING btree ("_order");
  CREATE INDEX "_sections_v_blocks_stats_banner_items_parent_id_idx" ON "_sections_v_blocks_stats_banner_items" USING btree ("_parent_id");
  CREATE INDEX "_sections_v_blocks_stats_banner_order_idx" ON "_sections_v_blocks_stats_banner" USING btree ("_order");
  CREATE INDEX "_sections_v_blocks_stats_banner_parent_id_idx" ON "_sections_v_blocks_stats_banner" USING btree ("_parent_id");
  CREATE INDEX "_sections_v_blocks_stats_banner_path_idx" ON "_sections_v_blocks_stats_banner" USING btree ("_path");
  CREATE INDEX "_sections_v_blocks_faq_items_order_idx" ON "_sections_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_sections_v_blocks_faq_items_parent_id_idx" ON "_sections_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "_sections_v_blocks_faq_order_idx" ON "_sections_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_sections_v_blocks_faq_parent_id_idx" ON "_sections_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_sections_v_blocks_faq_path_idx" ON "_sections_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_sections_v_blocks_finance_calculator_order_idx" ON "_sections_v_blocks_finance_calculator" USING btree ("_order");
  CREATE INDEX "_sections_v_blocks_finance_calculator_parent_id_idx" ON "_sections_v_blocks_finance_calculator" USING btree ("_parent_id");
  CREATE INDEX "_sections_v_blocks_finance_calculator_path_idx" ON "_sections_v_blocks_finance_calculator" USING btree ("_path");
  CREATE INDEX "_sections_v_blocks_budget_finder_order_idx" ON "_sections_v_blocks_budget_finder" USING btree ("_order");
  CREATE INDEX "_sections_v_blocks_budget_finder_parent_id_idx" ON "_sections_v_blocks_budget_finder" USING btree ("_parent_id");
  CREATE INDEX "_sections_v_blocks_budget_finder_path_idx" ON "_sections_v_blocks_budget_finder" USING btree ("_path");
  CREATE INDEX "_sections_v_blocks_lead_form_order_idx" ON "_sections_v_blocks_lead_form" USING btree ("_order");
  CREATE INDEX "_sections_v_blocks_lead_form_parent_id_idx" ON "_sections_v_blocks_lead_form" USING btree ("_parent_id");
  CREATE INDEX "_sections_v_blocks_lead_form_path_idx" ON "_sections_v_blocks_lead_form" USING btree ("_path");
  CREATE INDEX "_sections_v_blocks_locations_order_idx" ON "_sections_v_blocks_locations" USING btree ("_order");
  CREATE INDEX "_sections_v_blocks_locations_parent_id_idx" ON "_sections_v_blocks_locations" USING btree ("_parent_id");
  CREATE INDEX "_sections_v_blocks_locations_path_idx" ON "_sections_v_blocks_locations" USING btree ("_path");
  CREATE INDEX "_sections_v_blocks_offers_order_idx" ON "_sections_v_blocks_offers" USING btree ("_order");
  CREATE INDEX "_sections_v_blocks_offers_parent_id_idx" ON "_sections_v_blocks_offers" USING btree ("_parent_id");
  CREATE INDEX "_sections_v_blocks_offers_path_idx" ON "_sections_v_blocks_offers" USING btree ("_path");
  CREATE INDEX "_sections_v_blocks_blog_posts_order_idx" ON "_sections_v_blocks_blog_posts" USING btree ("_order");
  CREATE INDEX "_sections_v_blocks_blog_posts_parent_id_idx" ON "_sections_v_blocks_blog_posts" USING btree ("_parent_id");
  CREATE INDEX "_sections_v_blocks_blog_posts_path_idx" ON "_sections_v_blocks_blog_posts" USING btree ("_path");
  CREATE INDEX "_sections_v_blocks_search_grid_order_idx" ON "_sections_v_blocks_search_grid" USING btree ("_order");
  CREATE INDEX "_sections_v_blocks_search_grid_parent_id_idx" ON "_sections_v_blocks_search_grid" USING btree ("_parent_id");
  CREATE INDEX "_sections_v_blocks_search_grid_path_idx" ON "_sections_v_blocks_search_grid" USING btree ("_path");
  CREATE INDEX "_sections_v_blocks_car_detail_order_idx" ON "_sections_v_blocks_car_detail" USING btree ("_order");
  CREATE INDEX "_sections_v_blocks_car_detail_parent_id_idx" ON "_sections_v_blocks_car_detail" USING btree ("_parent_id");
  CREATE INDEX "_sections_v_blocks_car_detail_path_idx" ON "_sections_v_blocks_car_detail" USING btree ("_path");
  CREATE INDEX "_sections_v_parent_idx" ON "_sections_v" USING btree ("parent_id");
  CREATE INDEX "_sections_v_version_version_tenant_idx" ON "_sections_v" USING btree ("version_tenant_id");
  CREATE INDEX "_sections_v_version_version_updated_at_idx" ON "_sections_v" USING btree ("version_updated_at");
  CREATE INDEX "_sections_v_version_version_created_at_idx" ON "_sections_v" USING btree ("version_created_at");
  CREATE INDEX "_sections_v_version_version__status_idx" ON "_sections_v" USING btree ("version__status");
  CREATE INDEX "_sections_v_created_at_idx" ON "_sections_v" USING btree ("created_at");
  CREATE INDEX "_sections_v_updated_at_idx" ON "_sections_v" USING btree ("updated_at");
  CREATE INDEX "_sections_v_latest_idx" ON "_sections_v" USING btree ("latest");
  CREATE INDEX "_sections_v_autosave_idx" ON "_sections_v" USING btree ("autosave");
  CREATE INDEX "_sections_v_rels_order_idx" ON "_sections_v_rels" USING btree ("order");
  CREATE INDEX "_sections_v_rels_parent_idx" ON "_sections_v_rels" USING btree ("parent_id");
  CREATE INDEX "_sections_v_rels_path_idx" ON "_sections_v_rels" USING btree ("path");
  CREATE INDEX "_sections_v_rels_locations_id_idx" ON "_sections_v_rels" USING btree ("locations_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sections_fk" FOREIGN KEY ("sections_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_sections_id_idx" ON "payload_locked_documents_rels" USING btree ("sections_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_section" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_section" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sections_blocks_hero_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sections_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sections_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sections_blocks_call_to_action_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sections_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sections_blocks_media_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sections_blocks_brand_grid_sections_brands" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sections_blocks_brand_grid_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sections_blocks_brand_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sections_blocks_stats_banner_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sections_blocks_stats_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sections_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sections_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sections_blocks_finance_calculator" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sections_blocks_budget_finder" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sections_blocks_lead_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sections_blocks_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sections_blocks_offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sections_blocks_blog_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sections_blocks_search_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sections_blocks_car_detail" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sections_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sections_v_blocks_hero_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sections_v_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sections_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sections_v_blocks_call_to_action_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sections_v_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sections_v_blocks_media_block" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sections_v_blocks_brand_grid_sections_brands" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sections_v_blocks_brand_grid_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sections_v_blocks_brand_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sections_v_blocks_stats_banner_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sections_v_blocks_stats_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sections_v_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sections_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sections_v_blocks_finance_calculator" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sections_v_blocks_budget_finder" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sections_v_blocks_lead_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sections_v_blocks_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sections_v_blocks_offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sections_v_blocks_blog_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sections_v_blocks_search_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sections_v_blocks_car_detail" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sections_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sections_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_section" CASCADE;
  DROP TABLE "_pages_v_blocks_section" CASCADE;
  DROP TABLE "sections_blocks_hero_slides" CASCADE;
  DROP TABLE "sections_blocks_hero" CASCADE;
  DROP TABLE "sections_blocks_rich_text" CASCADE;
  DROP TABLE "sections_blocks_call_to_action_buttons" CASCADE;
  DROP TABLE "sections_blocks_call_to_action" CASCADE;
  DROP TABLE "sections_blocks_media_block" CASCADE;
  DROP TABLE "sections_blocks_brand_grid_sections_brands" CASCADE;
  DROP TABLE "sections_blocks_brand_grid_sections" CASCADE;
  DROP TABLE "sections_blocks_brand_grid" CASCADE;
  DROP TABLE "sections_blocks_stats_banner_items" CASCADE;
  DROP TABLE "sections_blocks_stats_banner" CASCADE;
  DROP TABLE "sections_blocks_faq_items" CASCADE;
  DROP TABLE "sections_blocks_faq" CASCADE;
  DROP TABLE "sections_blocks_finance_calculator" CASCADE;
  DROP TABLE "sections_blocks_budget_finder" CASCADE;
  DROP TABLE "sections_blocks_lead_form" CASCADE;
  DROP TABLE "sections_blocks_locations" CASCADE;
  DROP TABLE "sections_blocks_offers" CASCADE;
  DROP TABLE "sections_blocks_blog_posts" CASCADE;
  DROP TABLE "sections_blocks_search_grid" CASCADE;
  DROP TABLE "sections_blocks_car_detail" CASCADE;
  DROP TABLE "sections" CASCADE;
  DROP TABLE "sections_rels" CASCADE;
  DROP TABLE "_sections_v_blocks_hero_slides" CASCADE;
  DROP TABLE "_sections_v_blocks_hero" CASCADE;
  DROP TABLE "_sections_v_blocks_rich_text" CASCADE;
  DROP TABLE "_sections_v_blocks_call_to_action_buttons" CASCADE;
  DROP TABLE "_sections_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_sections_v_blocks_media_block" CASCADE;
  DROP TABLE "_sections_v_blocks_brand_grid_sections_brands" CASCADE;
  DROP TABLE "_sections_v_blocks_brand_grid_sections" CASCADE;
  DROP TABLE "_sections_v_blocks_brand_grid" CASCADE;
  DROP TABLE "_sections_v_blocks_stats_banner_items" CASCADE;
  DROP TABLE "_sections_v_blocks_stats_banner" CASCADE;
  DROP TABLE "_sections_v_blocks_faq_items" CASCADE;
  DROP TABLE "_sections_v_blocks_faq" CASCADE;
  DROP TABLE "_sections_v_blocks_finance_calculator" CASCADE;
  DROP TABLE "_sections_v_blocks_budget_finder" CASCADE;
  DROP TABLE "_sections_v_blocks_lead_form" CASCADE;
  DROP TABLE "_sections_v_blocks_locations" CASCADE;
  DROP TABLE "_sections_v_blocks_offers" CASCADE;
  DROP TABLE "_sections_v_blocks_blog_posts" CASCADE;
  DROP TABLE "_sections_v_blocks_search_grid" CASCADE;
  DROP TABLE "_sections_v_blocks_car_detail" CASCADE;
  DROP TABLE "_sections_v" CASCADE;
  DROP TABLE "_sections_v_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sections_fk";
  
  DROP INDEX "payload_locked_documents_rels_sections_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sections_id";
  DROP TYPE "public"."enum_sections_blocks_hero_slides_cta_type";
  DROP TYPE "public"."enum_sections_blocks_hero_variant";
  DROP TYPE "public"."enum_sections_blocks_hero_height";
  DROP TYPE "public"."enum_sections_blocks_rich_text_width";
  DROP TYPE "public"."enum_sections_blocks_call_to_action_buttons_link_type";
  DROP TYPE "public"."enum_sections_blocks_call_to_action_buttons_style";
  DROP TYPE "public"."enum_sections_blocks_call_to_action_tone";
  DROP TYPE "public"."enum_sections_blocks_media_block_size";
  DROP TYPE "public"."enum_sections_blocks_brand_grid_sections_brands_link_kind";
  DROP TYPE "public"."enum_sections_blocks_brand_grid_sections_kind";
  DROP TYPE "public"."enum_sections_blocks_finance_calculator_variant";
  DROP TYPE "public"."enum_sections_blocks_lead_form_form_kind";
  DROP TYPE "public"."enum_sections_blocks_lead_form_category";
  DROP TYPE "public"."enum_sections_blocks_locations_scope";
  DROP TYPE "public"."enum_sections_blocks_locations_subtype";
  DROP TYPE "public"."enum_sections_blocks_locations_layout";
  DROP TYPE "public"."enum_sections_blocks_offers_category";
  DROP TYPE "public"."enum_sections_blocks_offers_layout";
  DROP TYPE "public"."enum_sections_blocks_blog_posts_category";
  DROP TYPE "public"."enum_sections_blocks_search_grid_filter_car_type";
  DROP TYPE "public"."enum_sections_blocks_search_grid_filter_body";
  DROP TYPE "public"."enum_sections_blocks_search_grid_sort";
  DROP TYPE "public"."enum_sections_blocks_search_grid_layout";
  DROP TYPE "public"."enum_sections_blocks_car_detail_mode";
  DROP TYPE "public"."enum_sections_blocks_car_detail_filter_car_type";
  DROP TYPE "public"."enum_sections_blocks_car_detail_filter_body";
  DROP TYPE "public"."enum_sections_status";
  DROP TYPE "public"."enum__sections_v_blocks_hero_slides_cta_type";
  DROP TYPE "public"."enum__sections_v_blocks_hero_variant";
  DROP TYPE "public"."enum__sections_v_blocks_hero_height";
  DROP TYPE "public"."enum__sections_v_blocks_rich_text_width";
  DROP TYPE "public"."enum__sections_v_blocks_call_to_action_buttons_link_type";
  DROP TYPE "public"."enum__sections_v_blocks_call_to_action_buttons_style";
  DROP TYPE "public"."enum__sections_v_blocks_call_to_action_tone";
  DROP TYPE "public"."enum__sections_v_blocks_media_block_size";
  DROP TYPE "public"."enum__sections_v_blocks_brand_grid_sections_brands_link_kind";
  DROP TYPE "public"."enum__sections_v_blocks_brand_grid_sections_kind";
  DROP TYPE "public"."enum__sections_v_blocks_finance_calculator_variant";
  DROP TYPE "public"."enum__sections_v_blocks_lead_form_form_kind";
  DROP TYPE "public"."enum__sections_v_blocks_lead_form_category";
  DROP TYPE "public"."enum__sections_v_blocks_locations_scope";
  DROP TYPE "public"."enum__sections_v_blocks_locations_subtype";
  DROP TYPE "public"."enum__sections_v_blocks_locations_layout";
  DROP TYPE "public"."enum__sections_v_blocks_offers_category";
  DROP TYPE "public"."enum__sections_v_blocks_offers_layout";
  DROP TYPE "public"."enum__sections_v_blocks_blog_posts_category";
  DROP TYPE "public"."enum__sections_v_blocks_search_grid_filter_car_type";
  DROP TYPE "public"."enum__sections_v_blocks_search_grid_filter_body";
  DROP TYPE "public"."enum__sections_v_blocks_search_grid_sort";
  DROP TYPE "public"."enum__sections_v_blocks_search_grid_layout";
  DROP TYPE "public"."enum__sections_v_blocks_car_detail_mode";
  DROP TYPE "public"."enum__sections_v_blocks_car_detail_filter_car_type";
  DROP TYPE "public"."enum__sections_v_blocks_car_detail_filter_body";
  DROP TYPE "public"."enum__sections_v_version_status";`)
}
