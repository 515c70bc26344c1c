import * as migration_20261122_000218_initial from './20261122_000218_initial';
import * as migration_20261122_003643_groups from './20261122_003643_groups';
import * as migration_20261122_010257_pages_and_content from './20261122_010257_pages_and_content';
import * as migration_20261122_012302_photos_and_videos from './20261122_012302_photos_and_videos';
import * as migration_20261122_012749_page_contents from './20261122_012749_page_contents';
import * as migration_20261122_023412_accounts from './20261122_023412_accounts';
import * as migration_20261122_141315_shop from './20261122_141315_shop';
import * as migration_20261123_221017_stale_carts_job from './20261123_221017_stale_carts_job';
import * as migration_20261123_221456_media_owner from './20261123_221456_media_owner';
import * as migration_20261123_225710_login_lock_off from './20261123_225710_login_lock_off';
import * as migration_20261124_002916_user_locale from './20261124_002916_user_locale';
import * as migration_20261124_031411_checkout from './20261124_031411_checkout';
import * as migration_20261124_044542_artist_name from './20261124_044542_artist_name';
import * as migration_20261124_063143_rich_text from './20261124_063143_rich_text';
import * as migration_20261124_112526_blog_podcast_feed from './20261124_112526_blog_podcast_feed';
import * as migration_20261124_114126_forms_newsletter from './20261124_114126_forms_newsletter';
import * as migration_20261124_152009_gift_vouchers_store_credit from './20261124_152009_gift_vouchers_store_credit';
import * as migration_20261127_063515_owed_mail from './20261127_063515_owed_mail';
import * as migration_20261127_065959_payments from './20261127_065959_payments';
import * as migration_20261127_095556_mail_limits from './20261127_095556_mail_limits';
import * as migration_20261128_091414_order_refunds from './20261128_091414_order_refunds';
import * as migration_20261128_101214_product_badge_choice from './20261128_101214_product_badge_choice';
import * as migration_20261128_153054_stock_alerts from './20261128_153054_stock_alerts';
import * as migration_20261203_172044_object_storage from './20261203_172044_object_storage';
import * as migration_20261204_041614_content_languages from './20261204_041614_content_languages';
import * as migration_20261204_045201_option_languages from './20261204_045201_option_languages';
import * as migration_20261204_094344_site_languages from './20261204_094344_site_languages';
import * as migration_20261204_131653_widget_languages from './20261204_131653_widget_languages';
import * as migration_20261204_163700_story_languages from './20261204_163700_story_languages';
import * as migration_20261204_172106_form_languages from './20261204_172106_form_languages';
import * as migration_20261204_203909_caption_languages from './20261204_203909_caption_languages';
import * as migration_20261204_235856_shipping_languages from './20261204_235856_shipping_languages';
import * as migration_20261205_065159_record_indexes from './20261205_065159_record_indexes';
import * as migration_20261205_093747_product_imported from './20261205_093747_product_imported';
import * as migration_20261205_095708_imports from './20261205_095708_imports';

export const migrations = [
  {
    up: migration_20261122_000218_initial.up,
    down: migration_20261122_000218_initial.down,
    name: '20261122_000218_initial',
  },
  {
    up: migration_20261122_003643_groups.up,
    down: migration_20261122_003643_groups.down,
    name: '20261122_003643_groups',
  },
  {
    up: migration_20261122_010257_pages_and_content.up,
    down: migration_20261122_010257_pages_and_content.down,
    name: '20261122_010257_pages_and_content',
  },
  {
    up: migration_20261122_012302_photos_and_videos.up,
    down: migration_20261122_012302_photos_and_videos.down,
    name: '20261122_012302_photos_and_videos',
  },
  {
    up: migration_20261122_012749_page_contents.up,
    down: migration_20261122_012749_page_contents.down,
    name: '20261122_012749_page_contents',
  },
  {
    up: migration_20261122_023412_accounts.up,
    down: migration_20261122_023412_accounts.down,
    name: '20261122_023412_accounts',
  },
  {
    up: migration_20261122_141315_shop.up,
    down: migration_20261122_141315_shop.down,
    name: '20261122_141315_shop',
  },
  {
    up: migration_20261123_221017_stale_carts_job.up,
    down: migration_20261123_221017_stale_carts_job.down,
    name: '20261123_221017_stale_carts_job',
  },
  {
    up: migration_20261123_221456_media_owner.up,
    down: migration_20261123_221456_media_owner.down,
    name: '20261123_221456_media_owner',
  },
  {
    up: migration_20261123_225710_login_lock_off.up,
    down: migration_20261123_225710_login_lock_off.down,
    name: '20261123_225710_login_lock_off',
  },
  {
    up: migration_20261124_002916_user_locale.up,
    down: migration_20261124_002916_user_locale.down,
    name: '20261124_002916_user_locale',
  },
  {
    up: migration_20261124_031411_checkout.up,
    down: migration_20261124_031411_checkout.down,
    name: '20261124_031411_checkout',
  },
  {
    up: migration_20261124_044542_artist_name.up,
    down: migration_20261124_044542_artist_name.down,
    name: '20261124_044542_artist_name',
  },
  {
    up: migration_20261124_063143_rich_text.up,
    down: migration_20261124_063143_rich_text.down,
    name: '20261124_063143_rich_text',
  },
  {
    up: migration_20261124_112526_blog_podcast_feed.up,
    down: migration_20261124_112526_blog_podcast_feed.down,
    name: '20261124_112526_blog_podcast_feed',
  },
  {
    up: migration_20261124_114126_forms_newsletter.up,
    down: migration_20261124_114126_forms_newsletter.down,
    name: '20261124_114126_forms_newsletter',
  },
  {
    up: migration_20261124_152009_gift_vouchers_store_credit.up,
    down: migration_20261124_152009_gift_vouchers_store_credit.down,
    name: '20261124_152009_gift_vouchers_store_credit',
  },
  {
    up: migration_20261127_063515_owed_mail.up,
    down: migration_20261127_063515_owed_mail.down,
    name: '20261127_063515_owed_mail',
  },
  {
    up: migration_20261127_065959_payments.up,
    down: migration_20261127_065959_payments.down,
    name: '20261127_065959_payments',
  },
  {
    up: migration_20261127_095556_mail_limits.up,
    down: migration_20261127_095556_mail_limits.down,
    name: '20261127_095556_mail_limits',
  },
  {
    up: migration_20261128_091414_order_refunds.up,
    down: migration_20261128_091414_order_refunds.down,
    name: '20261128_091414_order_refunds',
  },
  {
    up: migration_20261128_101214_product_badge_choice.up,
    down: migration_20261128_101214_product_badge_choice.down,
    name: '20261128_101214_product_badge_choice',
  },
  {
    up: migration_20261128_153054_stock_alerts.up,
    down: migration_20261128_153054_stock_alerts.down,
    name: '20261128_153054_stock_alerts',
  },
  {
    up: migration_20261203_172044_object_storage.up,
    down: migration_20261203_172044_object_storage.down,
    name: '20261203_172044_object_storage',
  },
  {
    up: migration_20261204_041614_content_languages.up,
    down: migration_20261204_041614_content_languages.down,
    name: '20261204_041614_content_languages',
  },
  {
    up: migration_20261204_045201_option_languages.up,
    down: migration_20261204_045201_option_languages.down,
    name: '20261204_045201_option_languages',
  },
  {
    up: migration_20261204_094344_site_languages.up,
    down: migration_20261204_094344_site_languages.down,
    name: '20261204_094344_site_languages',
  },
  {
    up: migration_20261204_131653_widget_languages.up,
    down: migration_20261204_131653_widget_languages.down,
    name: '20261204_131653_widget_languages',
  },
  {
    up: migration_20261204_163700_story_languages.up,
    down: migration_20261204_163700_story_languages.down,
    name: '20261204_163700_story_languages',
  },
  {
    up: migration_20261204_172106_form_languages.up,
    down: migration_20261204_172106_form_languages.down,
    name: '20261204_172106_form_languages',
  },
  {
    up: migration_20261204_203909_caption_languages.up,
    down: migration_20261204_203909_caption_languages.down,
    name: '20261204_203909_caption_languages',
  },
  {
    up: migration_20261204_235856_shipping_languages.up,
    down: migration_20261204_235856_shipping_languages.down,
    name: '20261204_235856_shipping_languages',
  },
  {
    up: migration_20261205_065159_record_indexes.up,
    down: migration_20261205_065159_record_indexes.down,
    name: '20261205_065159_record_indexes',
  },
  {
    up: migration_20261205_093747_product_imported.up,
    down: migration_20261205_093747_product_imported.down,
    name: '20261205_093747_product_imported',
  },
  {
    up: migration_20261205_095708_imports.up,
    down: migration_20261205_095708_imports.down,
    name: '20261205_095708_imports'
  },
];
