import * as migration_20261122_000214_initial from './20261122_000214_initial';
import * as migration_20261122_003647_groups from './20261122_003647_groups';

export const migrations = [
  {
    up: migration_20261122_000214_initial.up,
    down: migration_20261122_000214_initial.down,
    name: '20261122_000214_initial',
  },
  {
    up: migration_20261122_003647_groups.up,
    down: migration_20261122_003647_groups.down,
    name: '20261122_003647_groups'
  },
];
