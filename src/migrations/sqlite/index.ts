import * as migration_20261122_000218_initial from './20261122_000218_initial';

export const migrations = [
  {
    up: migration_20261122_000218_initial.up,
    down: migration_20261122_000218_initial.down,
    name: '20261122_000218_initial'
  },
];
