import * as migration_20261122_033559_initial from './20261122_033559_initial';
import * as migration_20261122_040608_payload_jobs from './20261122_040608_payload_jobs';
import * as migration_20261122_050213_login_attempts from './20261122_050213_login_attempts';
import * as migration_20261122_185057_emails from './20261122_185057_emails';
import * as migration_20261123_121356_booking_operations from './20261123_121356_booking_operations';
import * as migration_20261123_131500_rate_limits from './20261123_131500_rate_limits';
import * as migration_20261123_132058_login_limits from './20261123_132058_login_limits';
import * as migration_20261123_134734_booking_client_address from './20261123_134734_booking_client_address';
import * as migration_20261123_155651_manage_credits_cms from './20261123_155651_manage_credits_cms';
import * as migration_20261123_160624_pages from './20261123_160624_pages';
import * as migration_20261123_162949_class_cancelled from './20261123_162949_class_cancelled';
import * as migration_20261125_003746_failed_refunds from './20261125_003746_failed_refunds';
import * as migration_20261125_033733_waitlist_waivers from './20261125_033733_waitlist_waivers';
import * as migration_20261125_034445_readable_cms from './20261125_034445_readable_cms';
import * as migration_20261128_125119_owner_reasons from './20261128_125119_owner_reasons';
import * as migration_20261128_191910_email_kinds from './20261128_191910_email_kinds';
import * as migration_20261128_225240_gifts_promos_part_refunds from './20261128_225240_gifts_promos_part_refunds';
import * as migration_20261128_230334_private_sessions from './20261128_230334_private_sessions';
import * as migration_20261129_024425_private_balance_policies_people_invoices_codes from './20261129_024425_private_balance_policies_people_invoices_codes';
import * as migration_20261129_044325_privmoney_refunds_made from './20261129_044325_privmoney_refunds_made';
import * as migration_20261129_050000_perf_live_holds from './20261129_050000_perf_live_holds';
import * as migration_20261129_082359_perf_held_address from './20261129_082359_perf_held_address';

export const migrations = [
  {
    up: migration_20261122_033559_initial.up,
    down: migration_20261122_033559_initial.down,
    name: '20261122_033559_initial',
  },
  {
    up: migration_20261122_040608_payload_jobs.up,
    down: migration_20261122_040608_payload_jobs.down,
    name: '20261122_040608_payload_jobs',
  },
  {
    up: migration_20261122_050213_login_attempts.up,
    down: migration_20261122_050213_login_attempts.down,
    name: '20261122_050213_login_attempts',
  },
  {
    up: migration_20261122_185057_emails.up,
    down: migration_20261122_185057_emails.down,
    name: '20261122_185057_emails',
  },
  {
    up: migration_20261123_121356_booking_operations.up,
    down: migration_20261123_121356_booking_operations.down,
    name: '20261123_121356_booking_operations',
  },
  {
    up: migration_20261123_131500_rate_limits.up,
    down: migration_20261123_131500_rate_limits.down,
    name: '20261123_131500_rate_limits',
  },
  {
    up: migration_20261123_132058_login_limits.up,
    down: migration_20261123_132058_login_limits.down,
    name: '20261123_132058_login_limits',
  },
  {
    up: migration_20261123_134734_booking_client_address.up,
    down: migration_20261123_134734_booking_client_address.down,
    name: '20261123_134734_booking_client_address',
  },
  {
    up: migration_20261123_155651_manage_credits_cms.up,
    down: migration_20261123_155651_manage_credits_cms.down,
    name: '20261123_155651_manage_credits_cms',
  },
  {
    up: migration_20261123_160624_pages.up,
    down: migration_20261123_160624_pages.down,
    name: '20261123_160624_pages',
  },
  {
    up: migration_20261123_162949_class_cancelled.up,
    down: migration_20261123_162949_class_cancelled.down,
    name: '20261123_162949_class_cancelled',
  },
  {
    up: migration_20261125_003746_failed_refunds.up,
    down: migration_20261125_003746_failed_refunds.down,
    name: '20261125_003746_failed_refunds',
  },
  {
    up: migration_20261125_033733_waitlist_waivers.up,
    down: migration_20261125_033733_waitlist_waivers.down,
    name: '20261125_033733_waitlist_waivers',
  },
  {
    up: migration_20261125_034445_readable_cms.up,
    down: migration_20261125_034445_readable_cms.down,
    name: '20261125_034445_readable_cms',
  },
  {
    up: migration_20261128_125119_owner_reasons.up,
    down: migration_20261128_125119_owner_reasons.down,
    name: '20261128_125119_owner_reasons',
  },
  {
    up: migration_20261128_191910_email_kinds.up,
    down: migration_20261128_191910_email_kinds.down,
    name: '20261128_191910_email_kinds',
  },
  {
    up: migration_20261128_225240_gifts_promos_part_refunds.up,
    down: migration_20261128_225240_gifts_promos_part_refunds.down,
    name: '20261128_225240_gifts_promos_part_refunds',
  },
  {
    up: migration_20261128_230334_private_sessions.up,
    down: migration_20261128_230334_private_sessions.down,
    name: '20261128_230334_private_sessions',
  },
  {
    up: migration_20261129_024425_private_balance_policies_people_invoices_codes.up,
    down: migration_20261129_024425_private_balance_policies_people_invoices_codes.down,
    name: '20261129_024425_private_balance_policies_people_invoices_codes',
  },
  {
    up: migration_20261129_044325_privmoney_refunds_made.up,
    down: migration_20261129_044325_privmoney_refunds_made.down,
    name: '20261129_044325_privmoney_refunds_made',
  },
  {
    up: migration_20261129_050000_perf_live_holds.up,
    down: migration_20261129_050000_perf_live_holds.down,
    name: '20261129_050000_perf_live_holds',
  },
  {
    up: migration_20261129_082359_perf_held_address.up,
    down: migration_20261129_082359_perf_held_address.down,
    name: '20261129_082359_perf_held_address',
  },
];
