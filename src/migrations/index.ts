import * as migration_20261122_033116_initial from './20261122_033116_initial';

export const migrations = [
  {
    up: migration_20261122_033116_initial.up,
    down: migration_20261122_033116_initial.down,
    name: '20261122_033116_initial'
  },
];
