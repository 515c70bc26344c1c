import * as migration_20261122_000214_initial from './20261122_000214_initial';
import * as migration_20261122_003647_groups from './20261122_003647_groups';
import * as migration_20261122_010301_pages_and_content from './20261122_010301_pages_and_content';
import * as migration_20261122_012307_photos_and_videos from './20261122_012307_photos_and_videos';
import * as migration_20261122_012755_page_contents from './20261122_012755_page_contents';
import * as migration_20261122_023419_accounts from './20261122_023419_accounts';
import * as migration_20261122_141323_shop from './20261122_141323_shop';
import * as migration_20261123_221032_stale_carts_job from './20261123_221032_stale_carts_job';
import * as migration_20261123_221511_media_owner from './20261123_221511_media_owner';
import * as migration_20261123_225741_login_lock_off from './20261123_225741_login_lock_off';
import * as migration_20261124_002921_user_locale from './20261124_002921_user_locale';
import * as migration_20261124_031418_checkout from './20261124_031418_checkout';
import * as migration_20261124_044548_artist_name from './20261124_044548_artist_name';
import * as migration_20261124_063146_rich_text from './20261124_063146_rich_text';
import * as migration_20261124_112530_blog_podcast_feed from './20261124_112530_blog_podcast_feed';
import * as migration_20261124_114113_forms_newsletter from './20261124_114113_forms_newsletter';
import * as migration_20261124_152022_gift_vouchers_store_credit from './20261124_152022_gift_vouchers_store_credit';
import * as migration_20261127_063519_owed_mail from './20261127_063519_owed_mail';
import * as migration_20261127_070043_payments from './20261127_070043_payments';
import * as migration_20261127_095618_mail_limits from './20261127_095618_mail_limits';
import * as migration_20261128_091402_order_refunds from './20261128_091402_order_refunds';
import * as migration_20261128_101210_product_badge_choice from './20261128_101210_product_badge_choice';
import * as migration_20261128_153041_stock_alerts from './20261128_153041_stock_alerts';
import * as migration_20261203_172055_object_storage from './20261203_172055_object_storage';
import * as migration_20261204_041625_content_languages from './20261204_041625_content_languages';
import * as migration_20261204_045209_option_languages from './20261204_045209_option_languages';
import * as migration_20261204_094352_site_languages from './20261204_094352_site_languages';
import * as migration_20261204_131658_widget_languages from './20261204_131658_widget_languages';
import * as migration_20261204_163710_story_languages from './20261204_163710_story_languages';
import * as migration_20261204_172136_form_languages from './20261204_172136_form_languages';
import * as migration_20261204_203922_caption_languages from './20261204_203922_caption_languages';
import * as migration_20261204_235906_shipping_languages from './20261204_235906_shipping_languages';
import * as migration_20261205_065209_record_indexes from './20261205_065209_record_indexes';
import * as migration_20261205_093755_product_imported from './20261205_093755_product_imported';
import * as migration_20261205_095723_imports from './20261205_095723_imports';

export const migrations = [
  {
    up: migration_20261122_000214_initial.up,
    down: migration_20261122_000214_initial.down,
    name: '20261122_000214_initial',
  },
  {
    up: migration_20261122_003647_groups.up,
    down: migration_20261122_003647_groups.down,
    name: '20261122_003647_groups',
  },
  {
    up: migration_20261122_010301_pages_and_content.up,
    down: migration_20261122_010301_pages_and_content.down,
    name: '20261122_010301_pages_and_content',
  },
  {
    up: migration_20261122_012307_photos_and_videos.up,
    down: migration_20261122_012307_photos_and_videos.down,
    name: '20261122_012307_photos_and_videos',
  },
  {
    up: migration_20261122_012755_page_contents.up,
    down: migration_20261122_012755_page_contents.down,
    name: '20261122_012755_page_contents',
  },
  {
    up: migration_20261122_023419_accounts.up,
    down: migration_20261122_023419_accounts.down,
    name: '20261122_023419_accounts',
  },
  {
    up: migration_20261122_141323_shop.up,
    down: migration_20261122_141323_shop.down,
    name: '20261122_141323_shop',
  },
  {
    up: migration_20261123_221032_stale_carts_job.up,
    down: migration_20261123_221032_stale_carts_job.down,
    name: '20261123_221032_stale_carts_job',
  },
  {
    up: migration_20261123_221511_media_owner.up,
    down: migration_20261123_221511_media_owner.down,
    name: '20261123_221511_media_owner',
  },
  {
    up: migration_20261123_225741_login_lock_off.up,
    down: migration_20261123_225741_login_lock_off.down,
    name: '20261123_225741_login_lock_off',
  },
  {
    up: migration_20261124_002921_user_locale.up,
    down: migration_20261124_002921_user_locale.down,
    name: '20261124_002921_user_locale',
  },
  {
    up: migration_20261124_031418_checkout.up,
    down: migration_20261124_031418_checkout.down,
    name: '20261124_031418_checkout',
  },
  {
    up: migration_20261124_044548_artist_name.up,
    down: migration_20261124_044548_artist_name.down,
    name: '20261124_044548_artist_name',
  },
  {
    up: migration_20261124_063146_rich_text.up,
    down: migration_20261124_063146_rich_text.down,
    name: '20261124_063146_rich_text',
  },
  {
    up: migration_20261124_112530_blog_podcast_feed.up,
    down: migration_20261124_112530_blog_podcast_feed.down,
    name: '20261124_112530_blog_podcast_feed',
  },
  {
    up: migration_20261124_114113_forms_newsletter.up,
    down: migration_20261124_114113_forms_newsletter.down,
    name: '20261124_114113_forms_newsletter',
  },
  {
    up: migration_20261124_152022_gift_vouchers_store_credit.up,
    down: migration_20261124_152022_gift_vouchers_store_credit.down,
    name: '20261124_152022_gift_vouchers_store_credit',
  },
  {
    up: migration_20261127_063519_owed_mail.up,
    down: migration_20261127_063519_owed_mail.down,
    name: '20261127_063519_owed_mail',
  },
  {
    up: migration_20261127_070043_payments.up,
    down: migration_20261127_070043_payments.down,
    name: '20261127_070043_payments',
  },
  {
    up: migration_20261127_095618_mail_limits.up,
    down: migration_20261127_095618_mail_limits.down,
    name: '20261127_095618_mail_limits',
  },
  {
    up: migration_20261128_091402_order_refunds.up,
    down: migration_20261128_091402_order_refunds.down,
    name: '20261128_091402_order_refunds',
  },
  {
    up: migration_20261128_101210_product_badge_choice.up,
    down: migration_20261128_101210_product_badge_choice.down,
    name: '20261128_101210_product_badge_choice',
  },
  {
    up: migration_20261128_153041_stock_alerts.up,
    down: migration_20261128_153041_stock_alerts.down,
    name: '20261128_153041_stock_alerts',
  },
  {
    up: migration_20261203_172055_object_storage.up,
    down: migration_20261203_172055_object_storage.down,
    name: '20261203_172055_object_storage',
  },
  {
    up: migration_20261204_041625_content_languages.up,
    down: migration_20261204_041625_content_languages.down,
    name: '20261204_041625_content_languages',
  },
  {
    up: migration_20261204_045209_option_languages.up,
    down: migration_20261204_045209_option_languages.down,
    name: '20261204_045209_option_languages',
  },
  {
    up: migration_20261204_094352_site_languages.up,
    down: migration_20261204_094352_site_languages.down,
    name: '20261204_094352_site_languages',
  },
  {
    up: migration_20261204_131658_widget_languages.up,
    down: migration_20261204_131658_widget_languages.down,
    name: '20261204_131658_widget_languages',
  },
  {
    up: migration_20261204_163710_story_languages.up,
    down: migration_20261204_163710_story_languages.down,
    name: '20261204_163710_story_languages',
  },
  {
    up: migration_20261204_172136_form_languages.up,
    down: migration_20261204_172136_form_languages.down,
    name: '20261204_172136_form_languages',
  },
  {
    up: migration_20261204_203922_caption_languages.up,
    down: migration_20261204_203922_caption_languages.down,
    name: '20261204_203922_caption_languages',
  },
  {
    up: migration_20261204_235906_shipping_languages.up,
    down: migration_20261204_235906_shipping_languages.down,
    name: '20261204_235906_shipping_languages',
  },
  {
    up: migration_20261205_065209_record_indexes.up,
    down: migration_20261205_065209_record_indexes.down,
    name: '20261205_065209_record_indexes',
  },
  {
    up: migration_20261205_093755_product_imported.up,
    down: migration_20261205_093755_product_imported.down,
    name: '20261205_093755_product_imported',
  },
  {
    up: migration_20261205_095723_imports.up,
    down: migration_20261205_095723_imports.down,
    name: '20261205_095723_imports'
  },
];
