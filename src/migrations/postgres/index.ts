import * as migration_20261122_000214_initial from './20261122_000214_initial';

export const migrations = [
  {
    up: migration_20261122_000214_initial.up,
    down: migration_20261122_000214_initial.down,
    name: '20261122_000214_initial'
  },
];
