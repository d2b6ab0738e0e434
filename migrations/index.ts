import * as migration_20261122_075635_initial from './20261122_075635_initial';
import * as migration_20261122_083328_finance_blocks from './20261122_083328_finance_blocks';
import * as migration_20261122_092347_inventory_settings from './20261122_092347_inventory_settings';
import * as migration_20261122_104412_search_sort_options from './20261122_104412_search_sort_options';
import * as migration_20261123_104458_security_hardening from './20261123_104458_security_hardening';
import * as migration_20261123_163350_leads from './20261123_163350_leads';

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
    name: '20261123_163350_leads'
  },
];
