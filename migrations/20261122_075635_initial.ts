import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_inventory_car_types" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum_tenants_template" AS ENUM('dealer-starter', 'caravan-starter');
  CREATE TYPE "public"."enum_tenants_vehicle_kind" AS ENUM('cars', 'trucks', 'motorcycles', 'caravans', 'rentals');
  CREATE TYPE "public"."enum_tenants_theme_fonts_heading" AS ENUM('inter', 'montserrat', 'oswald', 'merriweather', 'source-sans', 'system');
  CREATE TYPE "public"."enum_tenants_theme_fonts_body" AS ENUM('inter', 'montserrat', 'oswald', 'merriweather', 'source-sans', 'system');
  CREATE TYPE "public"."enum_tenants_theme_radius" AS ENUM('none', 'sm', 'md', 'lg', 'pill');
  CREATE TYPE "public"."enum_tenants_finance_frequency" AS ENUM('week', 'fortnight', 'month');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('platform-admin');
  CREATE TYPE "public"."enum_users_tenants_roles" AS ENUM('tenant-admin', 'editor');
  CREATE TYPE "public"."enum_pages_blocks_hero_slides_cta_type" AS ENUM('page', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_hero_variant" AS ENUM('image', 'slider');
  CREATE TYPE "public"."enum_pages_blocks_hero_height" AS ENUM('standard', 'tall');
  CREATE TYPE "public"."enum_pages_blocks_rich_text_width" AS ENUM('reading', 'full');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_buttons_link_type" AS ENUM('page', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_buttons_style" AS ENUM('solid', 'outline');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_tone" AS ENUM('primary', 'dark', 'light');
  CREATE TYPE "public"."enum_pages_blocks_media_block_size" AS ENUM('contained', 'full');
  CREATE TYPE "public"."enum_pages_blocks_brand_grid_sections_brands_link_kind" AS ENUM('overview', 'path', 'external');
  CREATE TYPE "public"."enum_pages_blocks_brand_grid_sections_kind" AS ENUM('car', 'motorcycle', 'truck', 'our');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_slides_cta_type" AS ENUM('page', 'custom');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_variant" AS ENUM('image', 'slider');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_height" AS ENUM('standard', 'tall');
  CREATE TYPE "public"."enum__pages_v_blocks_rich_text_width" AS ENUM('reading', 'full');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_buttons_link_type" AS ENUM('page', 'custom');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_buttons_style" AS ENUM('solid', 'outline');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_tone" AS ENUM('primary', 'dark', 'light');
  CREATE TYPE "public"."enum__pages_v_blocks_media_block_size" AS ENUM('contained', 'full');
  CREATE TYPE "public"."enum__pages_v_blocks_brand_grid_sections_brands_link_kind" AS ENUM('overview', 'path', 'external');
  CREATE TYPE "public"."enum__pages_v_blocks_brand_grid_sections_kind" AS ENUM('car', 'motorcycle', 'truck', 'our');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_nav_children_link_type" AS ENUM('page', 'custom');
  CREATE TYPE "public"."enum_nav_brands_link_type" AS ENUM('page', 'custom');
  CREATE TYPE "public"."enum_nav_header_kind" AS ENUM('link', 'dropdown', 'mega');
  CREATE TYPE "public"."enum_nav_header_link_type" AS ENUM('page', 'custom');
  CREATE TYPE "public"."enum_nav_footer_links_link_type" AS ENUM('page', 'custom');
  CREATE TYPE "public"."enum_site_settings_payments_methods" AS ENUM('mastercard', 'visa', 'maestro', 'google-pay', 'apple-pay');
  CREATE TYPE "public"."enum_site_settings_social_platform" AS ENUM('facebook', 'instagram', 'youtube', 'tiktok', 'linkedin', 'x');
  CREATE TYPE "public"."enum_site_settings_announcement_link_type" AS ENUM('page', 'custom');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "tenants_domains" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"domain" varchar NOT NULL
  );
  
  CREATE TABLE "tenants_inventory_car_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_tenants_inventory_car_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "tenants" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"template" "enum_tenants_template",
  	"vehicle_kind" "enum_tenants_vehicle_kind" DEFAULT 'cars',
  	"theme_colors_primary" varchar DEFAULT '#0b3d91',
  	"theme_colors_secondary" varchar DEFAULT '#111827',
  	"theme_colors_accent" varchar DEFAULT '#f59e0b',
  	"theme_colors_background" varchar DEFAULT '#ffffff',
  	"theme_colors_surface" varchar DEFAULT '#f3f4f6',
  	"theme_colors_text" varchar DEFAULT '#111827',
  	"theme_colors_header_background" varchar DEFAULT '#ffffff',
  	"theme_colors_header_text" varchar DEFAULT '#111827',
  	"theme_colors_footer_background" varchar DEFAULT '#111827',
  	"theme_colors_footer_text" varchar DEFAULT '#f9fafb',
  	"theme_fonts_heading" "enum_tenants_theme_fonts_heading" DEFAULT 'montserrat',
  	"theme_fonts_body" "enum_tenants_theme_fonts_body" DEFAULT 'inter',
  	"theme_radius" "enum_tenants_theme_radius" DEFAULT 'md',
  	"theme_logo_id" integer,
  	"theme_favicon_id" integer,
  	"phones_default" varchar,
  	"phones_new" varchar,
  	"phones_used" varchar,
  	"phones_demo" varchar,
  	"labels_reserve_button" varchar DEFAULT 'Reserve Now',
  	"labels_reserve_shows_amount" boolean DEFAULT true,
  	"labels_enquire_button" varchar DEFAULT 'Enquire Now',
  	"labels_get_finance_button" varchar DEFAULT 'Get Finance Now',
  	"labels_no_price" varchar DEFAULT 'Enquire for price',
  	"labels_find_similar" varchar DEFAULT 'Find Me Something Similar',
  	"labels_search_placeholder" varchar DEFAULT 'Search...',
  	"labels_call_dealer" varchar DEFAULT 'Call the dealer',
  	"features_reserve_online" boolean DEFAULT false,
  	"features_buy_online_path" boolean DEFAULT false,
  	"features_fuel_type_tags" boolean DEFAULT false,
  	"features_certified_pre_owned" boolean DEFAULT false,
  	"features_certified_only_facet" boolean DEFAULT false,
  	"features_collapse_sold_cars" boolean DEFAULT false,
  	"features_price_asc_requires_price" boolean DEFAULT false,
  	"features_random_promo_position" boolean DEFAULT false,
  	"features_results_carousel" boolean DEFAULT false,
  	"features_view_count" boolean DEFAULT false,
  	"features_just_sold_tag" boolean DEFAULT false,
  	"features_just_arrived_tag" boolean DEFAULT false,
  	"features_favourites" boolean DEFAULT false,
  	"features_compare" boolean DEFAULT false,
  	"features_compare_needs_price_and_images" boolean DEFAULT false,
  	"features_watchlist" boolean DEFAULT false,
  	"features_unregistered_text" boolean DEFAULT false,
  	"features_phone_starts_revealed" boolean DEFAULT false,
  	"features_hide_test_drive_for_coming_soon" boolean DEFAULT false,
  	"features_print_button" boolean DEFAULT false,
  	"features_sales_counter" boolean DEFAULT false,
  	"features_price_comparison" boolean DEFAULT false,
  	"features_finance_modal" boolean DEFAULT false,
  	"features_gated_finance" boolean DEFAULT false,
  	"features_finance_quotes" boolean DEFAULT false,
  	"features_finance_amount_cap_from_price" boolean DEFAULT false,
  	"features_monthly_only_finance" boolean DEFAULT false,
  	"features_chat_instead_of_enquire" boolean DEFAULT false,
  	"features_search_value_props" boolean DEFAULT false,
  	"inventory_in_stock_only" boolean,
  	"inventory_used_only" boolean,
  	"inventory_sold_car_days" numeric DEFAULT 3,
  	"inventory_popular_make_count" numeric DEFAULT 7,
  	"inventory_certified_make" varchar,
  	"inventory_refresh_path" varchar DEFAULT '/special-offers',
  	"finance_provider" varchar DEFAULT 'default',
  	"finance_default_rate" numeric DEFAULT 10,
  	"finance_term_years" numeric DEFAULT 5,
  	"finance_frequency" "enum_tenants_finance_frequency" DEFAULT 'week',
  	"finance_finance_page_path" varchar DEFAULT '/finance',
  	"reservation_deposit_amount" numeric DEFAULT 200,
  	"reservation_hold_hours" numeric DEFAULT 48,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tenants_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_tenants_roles" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_users_tenants_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_tenants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tenant_id" integer NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "pages_blocks_hero_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subheading" varchar,
  	"image_id" integer,
  	"cta_label" varchar,
  	"cta_type" "enum_pages_blocks_hero_slides_cta_type" DEFAULT 'custom',
  	"cta_new_tab" boolean,
  	"cta_page_id" integer,
  	"cta_url" varchar
  );
  
  CREATE TABLE "pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_pages_blocks_hero_variant" DEFAULT 'image',
  	"height" "enum_pages_blocks_hero_height" DEFAULT 'standard',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"width" "enum_pages_blocks_rich_text_width" DEFAULT 'reading',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link_type" "enum_pages_blocks_call_to_action_buttons_link_type" DEFAULT 'custom',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"style" "enum_pages_blocks_call_to_action_buttons_style" DEFAULT 'solid'
  );
  
  CREATE TABLE "pages_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"tone" "enum_pages_blocks_call_to_action_tone" DEFAULT 'primary',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_media_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"caption" varchar,
  	"size" "enum_pages_blocks_media_block_size" DEFAULT 'contained',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_brand_grid_sections_brands" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"logo_id" integer,
  	"link_kind" "enum_pages_blocks_brand_grid_sections_brands_link_kind" DEFAULT 'overview',
  	"target" varchar
  );
  
  CREATE TABLE "pages_blocks_brand_grid_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_pages_blocks_brand_grid_sections_kind" DEFAULT 'car'
  );
  
  CREATE TABLE "pages_blocks_brand_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Our Brands',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_stats_banner_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" numeric,
  	"suffix" varchar DEFAULT '+',
  	"label" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "pages_blocks_stats_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Frequently asked questions',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar,
  	"slug" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_pages_v_blocks_hero_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subheading" varchar,
  	"image_id" integer,
  	"cta_label" varchar,
  	"cta_type" "enum__pages_v_blocks_hero_slides_cta_type" DEFAULT 'custom',
  	"cta_new_tab" boolean,
  	"cta_page_id" integer,
  	"cta_url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum__pages_v_blocks_hero_variant" DEFAULT 'image',
  	"height" "enum__pages_v_blocks_hero_height" DEFAULT 'standard',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"width" "enum__pages_v_blocks_rich_text_width" DEFAULT 'reading',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link_type" "enum__pages_v_blocks_call_to_action_buttons_link_type" DEFAULT 'custom',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar,
  	"style" "enum__pages_v_blocks_call_to_action_buttons_style" DEFAULT 'solid',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"tone" "enum__pages_v_blocks_call_to_action_tone" DEFAULT 'primary',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_media_block" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"caption" varchar,
  	"size" "enum__pages_v_blocks_media_block_size" DEFAULT 'contained',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_brand_grid_sections_brands" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"logo_id" integer,
  	"link_kind" "enum__pages_v_blocks_brand_grid_sections_brands_link_kind" DEFAULT 'overview',
  	"target" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_brand_grid_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__pages_v_blocks_brand_grid_sections_kind" DEFAULT 'car',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_brand_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Our Brands',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats_banner_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" numeric,
  	"suffix" varchar DEFAULT '+',
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_stats_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Frequently asked questions',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "nav_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"link_type" "enum_nav_children_link_type" DEFAULT 'custom',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar
  );
  
  CREATE TABLE "nav_brands" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo_id" integer,
  	"link_type" "enum_nav_brands_link_type" DEFAULT 'custom',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar
  );
  
  CREATE TABLE "nav_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"kind" "enum_nav_header_kind" DEFAULT 'link',
  	"link_type" "enum_nav_header_link_type" DEFAULT 'custom',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar
  );
  
  CREATE TABLE "nav_footer_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"link_type" "enum_nav_footer_links_link_type" DEFAULT 'custom',
  	"link_new_tab" boolean,
  	"link_page_id" integer,
  	"link_url" varchar
  );
  
  CREATE TABLE "nav_footer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL
  );
  
  CREATE TABLE "navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar DEFAULT 'Site navigation',
  	"footer_note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_payments_methods" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_site_settings_payments_methods",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "site_settings_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"platform" "enum_site_settings_social_platform" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_contacts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"number" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"title" varchar DEFAULT 'Site settings',
  	"announcement_enabled" boolean DEFAULT false,
  	"announcement_message" varchar,
  	"announcement_link_label" varchar,
  	"announcement_link_type" "enum_site_settings_announcement_link_type" DEFAULT 'custom',
  	"announcement_link_new_tab" boolean,
  	"announcement_link_page_id" integer,
  	"announcement_link_url" varchar,
  	"announcement_dismissible" boolean DEFAULT true,
  	"payments_show" boolean DEFAULT true,
  	"copy_tagline" varchar,
  	"copy_header_call_label" varchar DEFAULT 'Call us',
  	"copy_address" varchar,
  	"copy_opening_hours_summary" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar,
  	"sizes_hero_tall_url" varchar,
  	"sizes_hero_tall_width" numeric,
  	"sizes_hero_tall_height" numeric,
  	"sizes_hero_tall_mime_type" varchar,
  	"sizes_hero_tall_filesize" numeric,
  	"sizes_hero_tall_filename" varchar,
  	"sizes_og_url" varchar,
  	"sizes_og_width" numeric,
  	"sizes_og_height" numeric,
  	"sizes_og_mime_type" varchar,
  	"sizes_og_filesize" numeric,
  	"sizes_og_filename" varchar
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tenants_id" integer,
  	"users_id" integer,
  	"pages_id" integer,
  	"navigation_id" integer,
  	"site_settings_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "tenants_domains" ADD CONSTRAINT "tenants_domains_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tenants_inventory_car_types" ADD CONSTRAINT "tenants_inventory_car_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tenants" ADD CONSTRAINT "tenants_theme_logo_id_media_id_fk" FOREIGN KEY ("theme_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tenants" ADD CONSTRAINT "tenants_theme_favicon_id_media_id_fk" FOREIGN KEY ("theme_favicon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tenants_texts" ADD CONSTRAINT "tenants_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_tenants_roles" ADD CONSTRAINT "users_tenants_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users_tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_tenants" ADD CONSTRAINT "users_tenants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_tenants" ADD CONSTRAINT "users_tenants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slides" ADD CONSTRAINT "pages_blocks_hero_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slides" ADD CONSTRAINT "pages_blocks_hero_slides_cta_page_id_pages_id_fk" FOREIGN KEY ("cta_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_slides" ADD CONSTRAINT "pages_blocks_hero_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action_buttons" ADD CONSTRAINT "pages_blocks_call_to_action_buttons_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action_buttons" ADD CONSTRAINT "pages_blocks_call_to_action_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_media_block" ADD CONSTRAINT "pages_blocks_media_block_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_media_block" ADD CONSTRAINT "pages_blocks_media_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_brand_grid_sections_brands" ADD CONSTRAINT "pages_blocks_brand_grid_sections_brands_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_brand_grid_sections_brands" ADD CONSTRAINT "pages_blocks_brand_grid_sections_brands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_brand_grid_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_brand_grid_sections" ADD CONSTRAINT "pages_blocks_brand_grid_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_brand_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_brand_grid" ADD CONSTRAINT "pages_blocks_brand_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_banner_items" ADD CONSTRAINT "pages_blocks_stats_banner_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_stats_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_stats_banner" ADD CONSTRAINT "pages_blocks_stats_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_items" ADD CONSTRAINT "pages_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_slides" ADD CONSTRAINT "_pages_v_blocks_hero_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_slides" ADD CONSTRAINT "_pages_v_blocks_hero_slides_cta_page_id_pages_id_fk" FOREIGN KEY ("cta_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_slides" ADD CONSTRAINT "_pages_v_blocks_hero_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action_buttons" ADD CONSTRAINT "_pages_v_blocks_call_to_action_buttons_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action_buttons" ADD CONSTRAINT "_pages_v_blocks_call_to_action_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_call_to_action"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_block" ADD CONSTRAINT "_pages_v_blocks_media_block_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media_block" ADD CONSTRAINT "_pages_v_blocks_media_block_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brand_grid_sections_brands" ADD CONSTRAINT "_pages_v_blocks_brand_grid_sections_brands_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brand_grid_sections_brands" ADD CONSTRAINT "_pages_v_blocks_brand_grid_sections_brands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_brand_grid_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brand_grid_sections" ADD CONSTRAINT "_pages_v_blocks_brand_grid_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_brand_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brand_grid" ADD CONSTRAINT "_pages_v_blocks_brand_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_banner_items" ADD CONSTRAINT "_pages_v_blocks_stats_banner_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_stats_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_stats_banner" ADD CONSTRAINT "_pages_v_blocks_stats_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_items" ADD CONSTRAINT "_pages_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "nav_children" ADD CONSTRAINT "nav_children_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "nav_children" ADD CONSTRAINT "nav_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_brands" ADD CONSTRAINT "nav_brands_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "nav_brands" ADD CONSTRAINT "nav_brands_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "nav_brands" ADD CONSTRAINT "nav_brands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_header" ADD CONSTRAINT "nav_header_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "nav_header" ADD CONSTRAINT "nav_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_footer_links" ADD CONSTRAINT "nav_footer_links_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "nav_footer_links" ADD CONSTRAINT "nav_footer_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."nav_footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "nav_footer" ADD CONSTRAINT "nav_footer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation" ADD CONSTRAINT "navigation_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_payments_methods" ADD CONSTRAINT "site_settings_payments_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_social" ADD CONSTRAINT "site_settings_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_contacts" ADD CONSTRAINT "site_settings_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_announcement_link_page_id_pages_id_fk" FOREIGN KEY ("announcement_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tenants_fk" FOREIGN KEY ("tenants_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_navigation_fk" FOREIGN KEY ("navigation_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_site_settings_fk" FOREIGN KEY ("site_settings_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tenants_domains_order_idx" ON "tenants_domains" USING btree ("_order");
  CREATE INDEX "tenants_domains_parent_id_idx" ON "tenants_domains" USING btree ("_parent_id");
  CREATE INDEX "tenants_domains_domain_idx" ON "tenants_domains" USING btree ("domain");
  CREATE INDEX "tenants_inventory_car_types_order_idx" ON "tenants_inventory_car_types" USING btree ("order");
  CREATE INDEX "tenants_inventory_car_types_parent_idx" ON "tenants_inventory_car_types" USING btree ("parent_id");
  CREATE UNIQUE INDEX "tenants_slug_idx" ON "tenants" USING btree ("slug");
  CREATE INDEX "tenants_theme_theme_logo_idx" ON "tenants" USING btree ("theme_logo_id");
  CREATE INDEX "tenants_theme_theme_favicon_idx" ON "tenants" USING btree ("theme_favicon_id");
  CREATE INDEX "tenants_updated_at_idx" ON "tenants" USING btree ("updated_at");
  CREATE INDEX "tenants_created_at_idx" ON "tenants" USING btree ("created_at");
  CREATE INDEX "tenants_texts_order_parent" ON "tenants_texts" USING btree ("order","parent_id");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_tenants_roles_order_idx" ON "users_tenants_roles" USING btree ("order");
  CREATE INDEX "users_tenants_roles_parent_idx" ON "users_tenants_roles" USING btree ("parent_id");
  CREATE INDEX "users_tenants_order_idx" ON "users_tenants" USING btree ("_order");
  CREATE INDEX "users_tenants_parent_id_idx" ON "users_tenants" USING btree ("_parent_id");
  CREATE INDEX "users_tenants_tenant_idx" ON "users_tenants" USING btree ("tenant_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "pages_blocks_hero_slides_order_idx" ON "pages_blocks_hero_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_slides_parent_id_idx" ON "pages_blocks_hero_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_slides_image_idx" ON "pages_blocks_hero_slides" USING btree ("image_id");
  CREATE INDEX "pages_blocks_hero_slides_cta_cta_page_idx" ON "pages_blocks_hero_slides" USING btree ("cta_page_id");
  CREATE INDEX "pages_blocks_hero_order_idx" ON "pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_path_idx" ON "pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_call_to_action_buttons_order_idx" ON "pages_blocks_call_to_action_buttons" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_buttons_parent_id_idx" ON "pages_blocks_call_to_action_buttons" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_buttons_link_link_page_idx" ON "pages_blocks_call_to_action_buttons" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_call_to_action_order_idx" ON "pages_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_parent_id_idx" ON "pages_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_path_idx" ON "pages_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "pages_blocks_media_block_order_idx" ON "pages_blocks_media_block" USING btree ("_order");
  CREATE INDEX "pages_blocks_media_block_parent_id_idx" ON "pages_blocks_media_block" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_media_block_path_idx" ON "pages_blocks_media_block" USING btree ("_path");
  CREATE INDEX "pages_blocks_media_block_media_idx" ON "pages_blocks_media_block" USING btree ("media_id");
  CREATE INDEX "pages_blocks_brand_grid_sections_brands_order_idx" ON "pages_blocks_brand_grid_sections_brands" USING btree ("_order");
  CREATE INDEX "pages_blocks_brand_grid_sections_brands_parent_id_idx" ON "pages_blocks_brand_grid_sections_brands" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_brand_grid_sections_brands_logo_idx" ON "pages_blocks_brand_grid_sections_brands" USING btree ("logo_id");
  CREATE INDEX "pages_blocks_brand_grid_sections_order_idx" ON "pages_blocks_brand_grid_sections" USING btree ("_order");
  CREATE INDEX "pages_blocks_brand_grid_sections_parent_id_idx" ON "pages_blocks_brand_grid_sections" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_brand_grid_order_idx" ON "pages_blocks_brand_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_brand_grid_parent_id_idx" ON "pages_blocks_brand_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_brand_grid_path_idx" ON "pages_blocks_brand_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_stats_banner_items_order_idx" ON "pages_blocks_stats_banner_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_banner_items_parent_id_idx" ON "pages_blocks_stats_banner_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_banner_order_idx" ON "pages_blocks_stats_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_stats_banner_parent_id_idx" ON "pages_blocks_stats_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_stats_banner_path_idx" ON "pages_blocks_stats_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_items_order_idx" ON "pages_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_items_parent_id_idx" ON "pages_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE INDEX "pages_tenant_idx" ON "pages" USING btree ("tenant_id");
  CREATE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_seo_seo_image_idx" ON "pages" USING btree ("seo_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "_pages_v_blocks_hero_slides_order_idx" ON "_pages_v_blocks_hero_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_slides_parent_id_idx" ON "_pages_v_blocks_hero_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_slides_image_idx" ON "_pages_v_blocks_hero_slides" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_hero_slides_cta_cta_page_idx" ON "_pages_v_blocks_hero_slides" USING btree ("cta_page_id");
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_call_to_action_buttons_order_idx" ON "_pages_v_blocks_call_to_action_buttons" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_buttons_parent_id_idx" ON "_pages_v_blocks_call_to_action_buttons" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_buttons_link_link_page_idx" ON "_pages_v_blocks_call_to_action_buttons" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_order_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_parent_id_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_path_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_media_block_order_idx" ON "_pages_v_blocks_media_block" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_media_block_parent_id_idx" ON "_pages_v_blocks_media_block" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_media_block_path_idx" ON "_pages_v_blocks_media_block" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_media_block_media_idx" ON "_pages_v_blocks_media_block" USING btree ("media_id");
  CREATE INDEX "_pages_v_blocks_brand_grid_sections_brands_order_idx" ON "_pages_v_blocks_brand_grid_sections_brands" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_brand_grid_sections_brands_parent_id_idx" ON "_pages_v_blocks_brand_grid_sections_brands" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_brand_grid_sections_brands_logo_idx" ON "_pages_v_blocks_brand_grid_sections_brands" USING btree ("logo_id");
  CREATE INDEX "_pages_v_blocks_brand_grid_sections_order_idx" ON "_pages_v_blocks_brand_grid_sections" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_brand_grid_sections_parent_id_idx" ON "_pages_v_blocks_brand_grid_sections" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_brand_grid_order_idx" ON "_pages_v_blocks_brand_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_brand_grid_parent_id_idx" ON "_pages_v_blocks_brand_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_brand_grid_path_idx" ON "_pages_v_blocks_brand_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_stats_banner_items_order_idx" ON "_pages_v_blocks_stats_banner_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_banner_items_parent_id_idx" ON "_pages_v_blocks_stats_banner_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_banner_order_idx" ON "_pages_v_blocks_stats_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_stats_banner_parent_id_idx" ON "_pages_v_blocks_stats_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_stats_banner_path_idx" ON "_pages_v_blocks_stats_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_items_order_idx" ON "_pages_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_items_parent_id_idx" ON "_pages_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_tenant_idx" ON "_pages_v" USING btree ("version_tenant_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_seo_version_seo_image_idx" ON "_pages_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "nav_children_order_idx" ON "nav_children" USING btree ("_order");
  CREATE INDEX "nav_children_parent_id_idx" ON "nav_children" USING btree ("_parent_id");
  CREATE INDEX "nav_children_link_link_page_idx" ON "nav_children" USING btree ("link_page_id");
  CREATE INDEX "nav_brands_order_idx" ON "nav_brands" USING btree ("_order");
  CREATE INDEX "nav_brands_parent_id_idx" ON "nav_brands" USING btree ("_parent_id");
  CREATE INDEX "nav_brands_logo_idx" ON "nav_brands" USING btree ("logo_id");
  CREATE INDEX "nav_brands_link_link_page_idx" ON "nav_brands" USING btree ("link_page_id");
  CREATE INDEX "nav_header_order_idx" ON "nav_header" USING btree ("_order");
  CREATE INDEX "nav_header_parent_id_idx" ON "nav_header" USING btree ("_parent_id");
  CREATE INDEX "nav_header_link_link_page_idx" ON "nav_header" USING btree ("link_page_id");
  CREATE INDEX "nav_footer_links_order_idx" ON "nav_footer_links" USING btree ("_order");
  CREATE INDEX "nav_footer_links_parent_id_idx" ON "nav_footer_links" USING btree ("_parent_id");
  CREATE INDEX "nav_footer_links_link_link_page_idx" ON "nav_footer_links" USING btree ("link_page_id");
  CREATE INDEX "nav_footer_order_idx" ON "nav_footer" USING btree ("_order");
  CREATE INDEX "nav_footer_parent_id_idx" ON "nav_footer" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "navigation_tenant_idx" ON "navigation" USING btree ("tenant_id");
  CREATE INDEX "navigation_updated_at_idx" ON "navigation" USING btree ("updated_at");
  CREATE INDEX "navigation_created_at_idx" ON "navigation" USING btree ("created_at");
  CREATE INDEX "site_settings_payments_methods_order_idx" ON "site_settings_payments_methods" USING btree ("order");
  CREATE INDEX "site_settings_payments_methods_parent_idx" ON "site_settings_payments_methods" USING btree ("parent_id");
  CREATE INDEX "site_settings_social_order_idx" ON "site_settings_social" USING btree ("_order");
  CREATE INDEX "site_settings_social_parent_id_idx" ON "site_settings_social" USING btree ("_parent_id");
  CREATE INDEX "site_settings_contacts_order_idx" ON "site_settings_contacts" USING btree ("_order");
  CREATE INDEX "site_settings_contacts_parent_id_idx" ON "site_settings_contacts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_tenant_idx" ON "site_settings" USING btree ("tenant_id");
  CREATE INDEX "site_settings_announcement_link_announcement_link_page_idx" ON "site_settings" USING btree ("announcement_link_page_id");
  CREATE INDEX "site_settings_updated_at_idx" ON "site_settings" USING btree ("updated_at");
  CREATE INDEX "site_settings_created_at_idx" ON "site_settings" USING btree ("created_at");
  CREATE INDEX "media_tenant_idx" ON "media" USING btree ("tenant_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE INDEX "media_sizes_hero_tall_sizes_hero_tall_filename_idx" ON "media" USING btree ("sizes_hero_tall_filename");
  CREATE INDEX "media_sizes_og_sizes_og_filename_idx" ON "media" USING btree ("sizes_og_filename");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_tenants_id_idx" ON "payload_locked_documents_rels" USING btree ("tenants_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_navigation_id_idx" ON "payload_locked_documents_rels" USING btree ("navigation_id");
  CREATE INDEX "payload_locked_documents_rels_site_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("site_settings_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "tenants_domains" CASCADE;
  DROP TABLE "tenants_inventory_car_types" CASCADE;
  DROP TABLE "tenants" CASCADE;
  DROP TABLE "tenants_texts" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_tenants_roles" CASCADE;
  DROP TABLE "users_tenants" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "pages_blocks_hero_slides" CASCADE;
  DROP TABLE "pages_blocks_hero" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages_blocks_call_to_action_buttons" CASCADE;
  DROP TABLE "pages_blocks_call_to_action" CASCADE;
  DROP TABLE "pages_blocks_media_block" CASCADE;
  DROP TABLE "pages_blocks_brand_grid_sections_brands" CASCADE;
  DROP TABLE "pages_blocks_brand_grid_sections" CASCADE;
  DROP TABLE "pages_blocks_brand_grid" CASCADE;
  DROP TABLE "pages_blocks_stats_banner_items" CASCADE;
  DROP TABLE "pages_blocks_stats_banner" CASCADE;
  DROP TABLE "pages_blocks_faq_items" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action_buttons" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_pages_v_blocks_media_block" CASCADE;
  DROP TABLE "_pages_v_blocks_brand_grid_sections_brands" CASCADE;
  DROP TABLE "_pages_v_blocks_brand_grid_sections" CASCADE;
  DROP TABLE "_pages_v_blocks_brand_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_stats_banner_items" CASCADE;
  DROP TABLE "_pages_v_blocks_stats_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_items" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "nav_children" CASCADE;
  DROP TABLE "nav_brands" CASCADE;
  DROP TABLE "nav_header" CASCADE;
  DROP TABLE "nav_footer_links" CASCADE;
  DROP TABLE "nav_footer" CASCADE;
  DROP TABLE "navigation" CASCADE;
  DROP TABLE "site_settings_payments_methods" CASCADE;
  DROP TABLE "site_settings_social" CASCADE;
  DROP TABLE "site_settings_contacts" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TYPE "public"."enum_tenants_inventory_car_types";
  DROP TYPE "public"."enum_tenants_template";
  DROP TYPE "public"."enum_tenants_vehicle_kind";
  DROP TYPE "public"."enum_tenants_theme_fonts_heading";
  DROP TYPE "public"."enum_tenants_theme_fonts_body";
  DROP TYPE "public"."enum_tenants_theme_radius";
  DROP TYPE "public"."enum_tenants_finance_frequency";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_users_tenants_roles";
  DROP TYPE "public"."enum_pages_blocks_hero_slides_cta_type";
  DROP TYPE "public"."enum_pages_blocks_hero_variant";
  DROP TYPE "public"."enum_pages_blocks_hero_height";
  DROP TYPE "public"."enum_pages_blocks_rich_text_width";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_buttons_link_type";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_buttons_style";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_tone";
  DROP TYPE "public"."enum_pages_blocks_media_block_size";
  DROP TYPE "public"."enum_pages_blocks_brand_grid_sections_brands_link_kind";
  DROP TYPE "public"."enum_pages_blocks_brand_grid_sections_kind";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_hero_slides_cta_type";
  DROP TYPE "public"."enum__pages_v_blocks_hero_variant";
  DROP TYPE "public"."enum__pages_v_blocks_hero_height";
  DROP TYPE "public"."enum__pages_v_blocks_rich_text_width";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_buttons_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_buttons_style";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_tone";
  DROP TYPE "public"."enum__pages_v_blocks_media_block_size";
  DROP TYPE "public"."enum__pages_v_blocks_brand_grid_sections_brands_link_kind";
  DROP TYPE "public"."enum__pages_v_blocks_brand_grid_sections_kind";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_nav_children_link_type";
  DROP TYPE "public"."enum_nav_brands_link_type";
  DROP TYPE "public"."enum_nav_header_kind";
  DROP TYPE "public"."enum_nav_header_link_type";
  DROP TYPE "public"."enum_nav_footer_links_link_type";
  DROP TYPE "public"."enum_site_settings_payments_methods";
  DROP TYPE "public"."enum_site_settings_social_platform";
  DROP TYPE "public"."enum_site_settings_announcement_link_type";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
