import * as migration_20261122_033559_initial from './20261122_033559_initial';
import * as migration_20261122_040240_login_attempts from './20261122_040240_login_attempts';

export const migrations = [
  {
    up: migration_20261122_033559_initial.up,
    down: migration_20261122_033559_initial.down,
    name: '20261122_033559_initial',
  },
  {
    up: migration_20261122_040240_login_attempts.up,
    down: migration_20261122_040240_login_attempts.down,
    name: '20261122_040240_login_attempts'
  },
];
