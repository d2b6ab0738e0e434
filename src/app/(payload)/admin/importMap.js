import { LaunchChecklist as LaunchChecklist_c8d29283b2c9e2e9f7a40d988da64a3b } from '../../../../src/components/admin/LaunchChecklist'
import { ThemePresets as ThemePresets_20041a7581606393f8b9351601048af9 } from '../../../../src/components/admin/theme/ThemePresets.client'
import { ThemePreview as ThemePreview_14ceecf1a61291ee9992fb030e25d94a } from '../../../../src/components/admin/theme/ThemePreview.client'
import { ColourField as ColourField_94fdcd4253db3bba0ad6d5385298f3d7 } from '../../../../src/components/admin/theme/ColourField.client'
import { FeatureGroupNote as FeatureGroupNote_ad0e465b78f18daae3f53cabe30cc519 } from '../../../../src/components/admin/FeatureHelp'
import { FeatureHelp as FeatureHelp_ad0e465b78f18daae3f53cabe30cc519 } from '../../../../src/components/admin/FeatureHelp'
import { WatchTenantCollection as WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { TenantField as TenantField_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { PublishChecks as PublishChecks_6b444c90f08a08f590cb33dbbcb57e22 } from '../../../../src/components/admin/PublishChecks.client'
import { BlockRowLabel as BlockRowLabel_96a803494ce08045dfc8dd1a018f2f12 } from '../../../../src/components/admin/BlockRowLabel.client'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PageTemplates as PageTemplates_03cb265bee75fc307076cf57779b9604 } from '../../../../src/components/admin/PageTemplates'
import { AssignTenantFieldTrigger as AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { ArrayRowLabel as ArrayRowLabel_dbfe9b2d28c2d9b68c1c1f65d7f0865a } from '../../../../src/components/admin/ArrayRowLabel.client'
import { ReviewsImport as ReviewsImport_e8c1aefbfa0c35f83aa44262a0b08f71 } from '../../../../src/components/admin/ReviewsImport'
import { LeadActions as LeadActions_6622f3da41a14708544c68c4246d4b71 } from '../../../../src/components/admin/LeadActions'
import { ResendLead as ResendLead_d3b3a15c9cdd1005acc8f732549864dd } from '../../../../src/components/admin/ResendLead'
import { LeadsFilterBar as LeadsFilterBar_61910da9bdecc0ebb4870ee34a4df4e4 } from '../../../../src/components/admin/LeadsFilterBar'
import { LeadsExport as LeadsExport_c6766a708a40f55390bca31bc7977b87 } from '../../../../src/components/admin/LeadsExport'
import { PlatformIcon as PlatformIcon_cdce20981c7bf36d14c903ed143de735 } from '../../../../src/components/admin/PlatformBrand'
import { PlatformLogo as PlatformLogo_cdce20981c7bf36d14c903ed143de735 } from '../../../../src/components/admin/PlatformBrand'
import { GlobalViewRedirect as GlobalViewRedirect_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { LeadsNavLink as LeadsNavLink_f91182a143ab12156ffa24a0c9cc0d2e } from '../../../../src/components/admin/LeadsNavLink'
import { FeedsNavLink as FeedsNavLink_b832092c3e6af3e8c06c94a1dc9b916d } from '../../../../src/components/admin/FeedsNavLink'
import { TenantSelector as TenantSelector_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { TenantSelectionProvider as TenantSelectionProvider_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { Dashboard as Dashboard_026e3a3f277e8075edcdbe309e80d973 } from '../../../../src/components/admin/Dashboard'
import { FeedsView as FeedsView_34da3dd12bd1383d64591cfd1a3999d2 } from '../../../../src/components/admin/FeedsView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/components/admin/LaunchChecklist#LaunchChecklist": LaunchChecklist_c8d29283b2c9e2e9f7a40d988da64a3b,
  "/src/components/admin/theme/ThemePresets.client#ThemePresets": ThemePresets_20041a7581606393f8b9351601048af9,
  "/src/components/admin/theme/ThemePreview.client#ThemePreview": ThemePreview_14ceecf1a61291ee9992fb030e25d94a,
  "/src/components/admin/theme/ColourField.client#ColourField": ColourField_94fdcd4253db3bba0ad6d5385298f3d7,
  "/src/components/admin/FeatureHelp#FeatureGroupNote": FeatureGroupNote_ad0e465b78f18daae3f53cabe30cc519,
  "/src/components/admin/FeatureHelp#FeatureHelp": FeatureHelp_ad0e465b78f18daae3f53cabe30cc519,
  "@payloadcms/plugin-multi-tenant/client#WatchTenantCollection": WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a,
  "@payloadcms/plugin-multi-tenant/client#TenantField": TenantField_1d0591e3cf4f332c83a86da13a0de59a,
  "/src/components/admin/PublishChecks.client#PublishChecks": PublishChecks_6b444c90f08a08f590cb33dbbcb57e22,
  "/src/components/admin/BlockRowLabel.client#BlockRowLabel": BlockRowLabel_96a803494ce08045dfc8dd1a018f2f12,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/src/components/admin/PageTemplates#PageTemplates": PageTemplates_03cb265bee75fc307076cf57779b9604,
  "@payloadcms/plugin-multi-tenant/client#AssignTenantFieldTrigger": AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a,
  "/src/components/admin/ArrayRowLabel.client#ArrayRowLabel": ArrayRowLabel_dbfe9b2d28c2d9b68c1c1f65d7f0865a,
  "/src/components/admin/ReviewsImport#ReviewsImport": ReviewsImport_e8c1aefbfa0c35f83aa44262a0b08f71,
  "/src/components/admin/LeadActions#LeadActions": LeadActions_6622f3da41a14708544c68c4246d4b71,
  "/src/components/admin/ResendLead#ResendLead": ResendLead_d3b3a15c9cdd1005acc8f732549864dd,
  "/src/components/admin/LeadsFilterBar#LeadsFilterBar": LeadsFilterBar_61910da9bdecc0ebb4870ee34a4df4e4,
  "/src/components/admin/LeadsExport#LeadsExport": LeadsExport_c6766a708a40f55390bca31bc7977b87,
  "/src/components/admin/PlatformBrand#PlatformIcon": PlatformIcon_cdce20981c7bf36d14c903ed143de735,
  "/src/components/admin/PlatformBrand#PlatformLogo": PlatformLogo_cdce20981c7bf36d14c903ed143de735,
  "@payloadcms/plugin-multi-tenant/rsc#GlobalViewRedirect": GlobalViewRedirect_d6d5f193a167989e2ee7d14202901e62,
  "/src/components/admin/LeadsNavLink#LeadsNavLink": LeadsNavLink_f91182a143ab12156ffa24a0c9cc0d2e,
  "/src/components/admin/FeedsNavLink#FeedsNavLink": FeedsNavLink_b832092c3e6af3e8c06c94a1dc9b916d,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelector": TenantSelector_d6d5f193a167989e2ee7d14202901e62,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelectionProvider": TenantSelectionProvider_d6d5f193a167989e2ee7d14202901e62,
  "/src/components/admin/Dashboard#Dashboard": Dashboard_026e3a3f277e8075edcdbe309e80d973,
  "/src/components/admin/FeedsView#FeedsView": FeedsView_34da3dd12bd1383d64591cfd1a3999d2,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
