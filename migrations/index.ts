import * as migration_20261122_075635_initial from './20261122_075635_initial';
import * as migration_20261122_083328_finance_blocks from './20261122_083328_finance_blocks';
import * as migration_20261122_092347_inventory_settings from './20261122_092347_inventory_settings';
import * as migration_20261122_104412_search_sort_options from './20261122_104412_search_sort_options';
import * as migration_20261123_104458_security_hardening from './20261123_104458_security_hardening';
import * as migration_20261123_163350_leads from './20261123_163350_leads';
import * as migration_20261123_185640_locations from './20261123_185640_locations';
import * as migration_20261123_192525_offers_promo_tiles from './20261123_192525_offers_promo_tiles';
import * as migration_20261123_194315_posts_content_blocks from './20261123_194315_posts_content_blocks';
import * as migration_20261123_203604_block_layouts from './20261123_203604_block_layouts';
import * as migration_20261124_212156_stock_blocks from './20261124_212156_stock_blocks';
import * as migration_20261124_213338_redirects from './20261124_213338_redirects';
import * as migration_20261124_215420_sections from './20261124_215420_sections';
import * as migration_20261125_030720_spin_switches from './20261125_030720_spin_switches';
import * as migration_20261125_080648_lead_notes_test_drive_location from './20261125_080648_lead_notes_test_drive_location';
import * as migration_20261125_144414_shoppers_watchlist from './20261125_144414_shoppers_watchlist';
import * as migration_20261125_151345_gated_trade_in from './20261125_151345_gated_trade_in';
import * as migration_20261125_153122_reservations from './20261125_153122_reservations';
import * as migration_20261125_175645_reservation_lead_draft from './20261125_175645_reservation_lead_draft';
import * as migration_20261125_181027_gated_checkout from './20261125_181027_gated_checkout';
import * as migration_20261125_181932_online_purchase from './20261125_181932_online_purchase';
import * as migration_20261206_022208_lead_reference_and_hold from './20261206_022208_lead_reference_and_hold';
import * as migration_20261206_022546_feed_settings_and_ownership from './20261206_022546_feed_settings_and_ownership';
import * as migration_20261206_022823_shopper_code_device from './20261206_022823_shopper_code_device';
import * as migration_20261206_023247_reservation_dealership from './20261206_023247_reservation_dealership';
import * as migration_20261206_024459_reservation_holder from './20261206_024459_reservation_holder';
import * as migration_20261206_212823_drop_holder_card from './20261206_212823_drop_holder_card';
import * as migration_20261207_011345_lead_workflow_tenant_launch from './20261207_011345_lead_workflow_tenant_launch';
import * as migration_20261207_035929_lender_kind_budget_bounds from './20261207_035929_lender_kind_budget_bounds';
import * as migration_20261207_041031_similar_cars_settings from './20261207_041031_similar_cars_settings';
import * as migration_20261207_043150_team_members_feature_banner from './20261207_043150_team_members_feature_banner';
import * as migration_20261207_140005_trade_in_block from './20261207_140005_trade_in_block';
import * as migration_20261207_170315_finance_applications from './20261207_170315_finance_applications';
import * as migration_20261207_173112_finance_application_block from './20261207_173112_finance_application_block';
import * as migration_20261207_201253_finance_application_provider_reference from './20261207_201253_finance_application_provider_reference';
import * as migration_20261207_202158_trade_in_photos from './20261207_202158_trade_in_photos';

export const migrations = [
  {
    up: migration_20261122_075635_initial.up,
    down: migration_20261122_075635_initial.down,
    name: '20261122_075635_initial',
  },
  {
    up: migration_20261122_083328_finance_blocks.up,
    down: migration_20261122_083328_finance_blocks.down,
    name: '20261122_083328_finance_blocks',
  },
  {
    up: migration_20261122_092347_inventory_settings.up,
    down: migration_20261122_092347_inventory_settings.down,
    name: '20261122_092347_inventory_settings',
  },
  {
    up: migration_20261122_104412_search_sort_options.up,
    down: migration_20261122_104412_search_sort_options.down,
    name: '20261122_104412_search_sort_options',
  },
  {
    up: migration_20261123_104458_security_hardening.up,
    down: migration_20261123_104458_security_hardening.down,
    name: '20261123_104458_security_hardening',
  },
  {
    up: migration_20261123_163350_leads.up,
    down: migration_20261123_163350_leads.down,
    name: '20261123_163350_leads',
  },
  {
    up: migration_20261123_185640_locations.up,
    down: migration_20261123_185640_locations.down,
    name: '20261123_185640_locations',
  },
  {
    up: migration_20261123_192525_offers_promo_tiles.up,
    down: migration_20261123_192525_offers_promo_tiles.down,
    name: '20261123_192525_offers_promo_tiles',
  },
  {
    up: migration_20261123_194315_posts_content_blocks.up,
    down: migration_20261123_194315_posts_content_blocks.down,
    name: '20261123_194315_posts_content_blocks',
  },
  {
    up: migration_20261123_203604_block_layouts.up,
    down: migration_20261123_203604_block_layouts.down,
    name: '20261123_203604_block_layouts',
  },
  {
    up: migration_20261124_212156_stock_blocks.up,
    down: migration_20261124_212156_stock_blocks.down,
    name: '20261124_212156_stock_blocks',
  },
  {
    up: migration_20261124_213338_redirects.up,
    down: migration_20261124_213338_redirects.down,
    name: '20261124_213338_redirects',
  },
  {
    up: migration_20261124_215420_sections.up,
    down: migration_20261124_215420_sections.down,
    name: '20261124_215420_sections',
  },
  {
    up: migration_20261125_030720_spin_switches.up,
    down: migration_20261125_030720_spin_switches.down,
    name: '20261125_030720_spin_switches',
  },
  {
    up: migration_20261125_080648_lead_notes_test_drive_location.up,
    down: migration_20261125_080648_lead_notes_test_drive_location.down,
    name: '20261125_080648_lead_notes_test_drive_location',
  },
  {
    up: migration_20261125_144414_shoppers_watchlist.up,
    down: migration_20261125_144414_shoppers_watchlist.down,
    name: '20261125_144414_shoppers_watchlist',
  },
  {
    up: migration_20261125_151345_gated_trade_in.up,
    down: migration_20261125_151345_gated_trade_in.down,
    name: '20261125_151345_gated_trade_in',
  },
  {
    up: migration_20261125_153122_reservations.up,
    down: migration_20261125_153122_reservations.down,
    name: '20261125_153122_reservations',
  },
  {
    up: migration_20261125_175645_reservation_lead_draft.up,
    down: migration_20261125_175645_reservation_lead_draft.down,
    name: '20261125_175645_reservation_lead_draft',
  },
  {
    up: migration_20261125_181027_gated_checkout.up,
    down: migration_20261125_181027_gated_checkout.down,
    name: '20261125_181027_gated_checkout',
  },
  {
    up: migration_20261125_181932_online_purchase.up,
    down: migration_20261125_181932_online_purchase.down,
    name: '20261125_181932_online_purchase',
  },
  {
    up: migration_20261206_022208_lead_reference_and_hold.up,
    down: migration_20261206_022208_lead_reference_and_hold.down,
    name: '20261206_022208_lead_reference_and_hold',
  },
  {
    up: migration_20261206_022546_feed_settings_and_ownership.up,
    down: migration_20261206_022546_feed_settings_and_ownership.down,
    name: '20261206_022546_feed_settings_and_ownership',
  },
  {
    up: migration_20261206_022823_shopper_code_device.up,
    down: migration_20261206_022823_shopper_code_device.down,
    name: '20261206_022823_shopper_code_device',
  },
  {
    up: migration_20261206_023247_reservation_dealership.up,
    down: migration_20261206_023247_reservation_dealership.down,
    name: '20261206_023247_reservation_dealership',
  },
  {
    up: migration_20261206_024459_reservation_holder.up,
    down: migration_20261206_024459_reservation_holder.down,
    name: '20261206_024459_reservation_holder',
  },
  {
    up: migration_20261206_212823_drop_holder_card.up,
    down: migration_20261206_212823_drop_holder_card.down,
    name: '20261206_212823_drop_holder_card',
  },
  {
    up: migration_20261207_011345_lead_workflow_tenant_launch.up,
    down: migration_20261207_011345_lead_workflow_tenant_launch.down,
    name: '20261207_011345_lead_workflow_tenant_launch',
  },
  {
    up: migration_20261207_035929_lender_kind_budget_bounds.up,
    down: migration_20261207_035929_lender_kind_budget_bounds.down,
    name: '20261207_035929_lender_kind_budget_bounds',
  },
  {
    up: migration_20261207_041031_similar_cars_settings.up,
    down: migration_20261207_041031_similar_cars_settings.down,
    name: '20261207_041031_similar_cars_settings',
  },
  {
    up: migration_20261207_043150_team_members_feature_banner.up,
    down: migration_20261207_043150_team_members_feature_banner.down,
    name: '20261207_043150_team_members_feature_banner',
  },
  {
    up: migration_20261207_140005_trade_in_block.up,
    down: migration_20261207_140005_trade_in_block.down,
    name: '20261207_140005_trade_in_block',
  },
  {
    up: migration_20261207_170315_finance_applications.up,
    down: migration_20261207_170315_finance_applications.down,
    name: '20261207_170315_finance_applications',
  },
  {
    up: migration_20261207_173112_finance_application_block.up,
    down: migration_20261207_173112_finance_application_block.down,
    name: '20261207_173112_finance_application_block',
  },
  {
    up: migration_20261207_201253_finance_application_provider_reference.up,
    down: migration_20261207_201253_finance_application_provider_reference.down,
    name: '20261207_201253_finance_application_provider_reference',
  },
  {
    up: migration_20261207_202158_trade_in_photos.up,
    down: migration_20261207_202158_trade_in_photos.down,
    name: '20261207_202158_trade_in_photos'
  },
];
