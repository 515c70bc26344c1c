import { ViewOnSite as ViewOnSite_3783f72ae0e070259489c7fe284bf04f } from '@/components/Studio/ViewOnSite.client'
import { ProductPictureCell as ProductPictureCell_fdb50e5592fdbdf33bed3e82e2f89fcb } from '@/components/Studio/ProductCells'
import { ProductPriceCell as ProductPriceCell_fdb50e5592fdbdf33bed3e82e2f89fcb } from '@/components/Studio/ProductCells'
import { ProductStockCell as ProductStockCell_fdb50e5592fdbdf33bed3e82e2f89fcb } from '@/components/Studio/ProductCells'
import { SlugFromName as SlugFromName_5b4db94762f9dbddb546e41837e19e32 } from '@/components/Studio/SlugFromName.client'
import { OriginalFollowsStock as OriginalFollowsStock_3e541bd7c451249b41e79450c0541e90 } from '@/components/Studio/OriginalFollowsStock.client'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ImportLink as ImportLink_3638f322b2861be3774df1782bdf77d5 } from '@/components/Studio/ImportLink'
import { ProductsDownload as ProductsDownload_7f6ce0905ecf301c5208723187887c15 } from '@/components/Studio/Downloads.client'
import { DollarsCell as DollarsCell_59a4d98862332b7a92a415764a05424a } from '@/components/Studio/DollarsCell'
import { PromotionValueCell as PromotionValueCell_a576544bda387990c4176b4a9632f53f } from '@/components/Studio/PromotionValueCell'
import { OrderWork as OrderWork_096329a66ca3512e0aa7a1eec89a5891 } from '@/components/Studio/OrderWork'
import { OrderStatusCell as OrderStatusCell_d113af84cc7b41337163560ec37ee7de } from '@/components/Studio/OrderStatusCell'
import { OrderStatusFilter as OrderStatusFilter_ffb541e0cfc30c759c518375760e79fa } from '@/components/Studio/OrderStatusFilter'
import { OrdersDownload as OrdersDownload_7f6ce0905ecf301c5208723187887c15 } from '@/components/Studio/Downloads.client'
import { SubscribersDownload as SubscribersDownload_7f6ce0905ecf301c5208723187887c15 } from '@/components/Studio/Downloads.client'
import { FormAnswersDownload as FormAnswersDownload_7f6ce0905ecf301c5208723187887c15 } from '@/components/Studio/Downloads.client'
import { StudioIcon as StudioIcon_957d0eda4cc948de2258c8cef57f1cc4 } from '@/components/Studio/StudioIcon'
import { StudioLogo as StudioLogo_76a7406b991b7e723d9a8beee16bc630 } from '@/components/Studio/StudioLogo'
import { CodeSignIn as CodeSignIn_deea38ee98b7d260ca5aa7d78ab709f0 } from '@/components/Studio/CodeSignIn.client'
import { ImportView as ImportView_ddf0990b46da80449b03a71012fc17d1 } from '@/components/Studio/ImportView'
import { NeedsAttention as NeedsAttention_c04c2058019d7fc1d4da7fcdf613a099 } from '@/components/Studio/NeedsAttention'
import { ShopSales as ShopSales_8ed977ae578b19af1802ca6e6d3d6bb8 } from '@/components/Studio/ShopSales'
import { TranslationOverview as TranslationOverview_2acf6657b23940fb1fbd6033693291c4 } from '@/components/Studio/TranslationOverview'
import { StartHere as StartHere_b00e5a6c8f1d95c3a398be42c0c948f3 } from '@/components/Studio/StartHere'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/components/Studio/ViewOnSite.client#ViewOnSite": ViewOnSite_3783f72ae0e070259489c7fe284bf04f,
  "@/components/Studio/ProductCells#ProductPictureCell": ProductPictureCell_fdb50e5592fdbdf33bed3e82e2f89fcb,
  "@/components/Studio/ProductCells#ProductPriceCell": ProductPriceCell_fdb50e5592fdbdf33bed3e82e2f89fcb,
  "@/components/Studio/ProductCells#ProductStockCell": ProductStockCell_fdb50e5592fdbdf33bed3e82e2f89fcb,
  "@/components/Studio/SlugFromName.client#SlugFromName": SlugFromName_5b4db94762f9dbddb546e41837e19e32,
  "@/components/Studio/OriginalFollowsStock.client#OriginalFollowsStock": OriginalFollowsStock_3e541bd7c451249b41e79450c0541e90,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/components/Studio/ImportLink#ImportLink": ImportLink_3638f322b2861be3774df1782bdf77d5,
  "@/components/Studio/Downloads.client#ProductsDownload": ProductsDownload_7f6ce0905ecf301c5208723187887c15,
  "@/components/Studio/DollarsCell#DollarsCell": DollarsCell_59a4d98862332b7a92a415764a05424a,
  "@/components/Studio/PromotionValueCell#PromotionValueCell": PromotionValueCell_a576544bda387990c4176b4a9632f53f,
  "@/components/Studio/OrderWork#OrderWork": OrderWork_096329a66ca3512e0aa7a1eec89a5891,
  "@/components/Studio/OrderStatusCell#OrderStatusCell": OrderStatusCell_d113af84cc7b41337163560ec37ee7de,
  "@/components/Studio/OrderStatusFilter#OrderStatusFilter": OrderStatusFilter_ffb541e0cfc30c759c518375760e79fa,
  "@/components/Studio/Downloads.client#OrdersDownload": OrdersDownload_7f6ce0905ecf301c5208723187887c15,
  "@/components/Studio/Downloads.client#SubscribersDownload": SubscribersDownload_7f6ce0905ecf301c5208723187887c15,
  "@/components/Studio/Downloads.client#FormAnswersDownload": FormAnswersDownload_7f6ce0905ecf301c5208723187887c15,
  "@/components/Studio/StudioIcon#StudioIcon": StudioIcon_957d0eda4cc948de2258c8cef57f1cc4,
  "@/components/Studio/StudioLogo#StudioLogo": StudioLogo_76a7406b991b7e723d9a8beee16bc630,
  "@/components/Studio/CodeSignIn.client#CodeSignIn": CodeSignIn_deea38ee98b7d260ca5aa7d78ab709f0,
  "@/components/Studio/ImportView#ImportView": ImportView_ddf0990b46da80449b03a71012fc17d1,
  "@/components/Studio/NeedsAttention#NeedsAttention": NeedsAttention_c04c2058019d7fc1d4da7fcdf613a099,
  "@/components/Studio/ShopSales#ShopSales": ShopSales_8ed977ae578b19af1802ca6e6d3d6bb8,
  "@/components/Studio/TranslationOverview#TranslationOverview": TranslationOverview_2acf6657b23940fb1fbd6033693291c4,
  "@/components/Studio/StartHere#StartHere": StartHere_b00e5a6c8f1d95c3a398be42c0c948f3,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
