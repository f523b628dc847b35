import { YesNoCell as YesNoCell_bd6e3754513aa58be40e741f0f167cfe } from '../../../../src/components/cms/YesNoCell'
import { PacificDateCell as PacificDateCell_8b6e7b4032a8395bcaffe754fd261ab7 } from '../../../../src/components/cms/PacificDateCell'
import { PacificDocumentDates as PacificDocumentDates_9bcc16b42f9015477a30a8daa4bcc866 } from '../../../../src/components/cms/PacificDocumentDates'
import { PacificVersionsView as PacificVersionsView_151a4c4c8e4a056f2a5ca9bfebf64e8a } from '../../../../src/components/cms/versions/PacificVersionsView'
import { PacificVersionView as PacificVersionView_466ac8af3e96ec2ab432c6d10848d544 } from '../../../../src/components/cms/versions/PacificVersionView'
import { DollarsCell as DollarsCell_04d95d60fc5cb0675a9d1fb256008714 } from '../../../../src/components/cms/DollarsCell'
import { DollarsField as DollarsField_39cba9583e969825fc87a26ca9141c0d } from '../../../../src/components/cms/DollarsField'
import { SaveReport as SaveReport_893835ec06393cf9103e51d3a8730b64 } from '../../../../src/components/cms/SaveReport'
import { ClassLinks as ClassLinks_edfd9666a60c9aaefcd92f20f8f17993 } from '../../../../src/components/cms/ClassLinks'
import { PacificDateTimeField as PacificDateTimeField_d8b4d8963958ac92ff3cffca1e3a5ce4 } from '../../../../src/components/cms/PacificDateTimeField'
import { CancelClassCheckbox as CancelClassCheckbox_bdcaaf663cbfc3e7810f4f7c6894dbe0 } from '../../../../src/components/cms/CancelClassCheckbox'
import { BookingActions as BookingActions_754b4d19293377377e5efd0c8c1be6b1 } from '../../../../src/components/cms/BookingActions'
import { RetryRefundButton as RetryRefundButton_9796627233e877947a755b28a91c80f4 } from '../../../../src/components/cms/RetryRefundButton'
import { PhoneDescription as PhoneDescription_1f725e5f468fa75057f8e717587c99c3 } from '../../../../src/components/cms/PhoneDescription'
import { CreditLedgerField as CreditLedgerField_157ceb26452d42c127913ff5c27d7a48 } from '../../../../src/components/cms/credits/CreditLedgerField'
import { WaitlistStatusCell as WaitlistStatusCell_308ad461ad8aa1b16ab9147ffdace74b } from '../../../../src/components/cms/WaitlistStatus'
import { WaitlistStatusField as WaitlistStatusField_308ad461ad8aa1b16ab9147ffdace74b } from '../../../../src/components/cms/WaitlistStatus'
import { WaitlistHistoryField as WaitlistHistoryField_4025583e07fcc170f6f26018c4df10b2 } from '../../../../src/components/cms/WaitlistHistoryField'
import { PlatformCell as PlatformCell_7bfc2d7a5a96dccdb6013fffc520a6ec } from '../../../../src/components/cms/PlatformCell'
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
import { MakeProposal as MakeProposal_1f19440443149a932d06f9b039767c98 } from '../../../../src/components/cms/MakeProposal'
import { PrivateSessionActionsField as PrivateSessionActionsField_8fed7ef317338fa8c5689f75c6a0247f } from '../../../../src/components/cms/PrivateSessionActionsField'
import { InvoiceDownload as InvoiceDownload_f116491a50edc6999bebfd0317e64134 } from '../../../../src/components/cms/InvoiceDownload'
import { QueryPresetsAccessCell as QueryPresetsAccessCell_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsWhereCell as QueryPresetsWhereCell_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsWhereField as QueryPresetsWhereField_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsColumnsCell as QueryPresetsColumnsCell_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsColumnField as QueryPresetsColumnField_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsGroupByCell as QueryPresetsGroupByCell_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { QueryPresetsGroupByField as QueryPresetsGroupByField_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { InstructorAreaNavLinks as InstructorAreaNavLinks_3422a1f570df12779045ab56306fa0c5 } from '../../../../src/components/cms/InstructorAreaNavLinks'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CmsLogin as CmsLogin_c151bdab8b854d6eb6849e568842b35a } from '../../../../src/components/cms/CmsLogin'
import { CmsUnauthorized as CmsUnauthorized_1ceb8b2b6c31d12427ff9fbf05fd6113 } from '../../../../src/components/cms/CmsUnauthorized'
import { OwnerDashboard as OwnerDashboard_331727f5eb72090694db9a79cac272af } from '../../../../src/components/cms/OwnerDashboard'
import { ReportsView as ReportsView_27bbbfbd9994ac31cb2ee8ca38b70f78 } from '../../../../src/components/cms/ReportsView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/components/cms/YesNoCell#YesNoCell": YesNoCell_bd6e3754513aa58be40e741f0f167cfe,
  "/src/components/cms/PacificDateCell#PacificDateCell": PacificDateCell_8b6e7b4032a8395bcaffe754fd261ab7,
  "/src/components/cms/PacificDocumentDates#PacificDocumentDates": PacificDocumentDates_9bcc16b42f9015477a30a8daa4bcc866,
  "/src/components/cms/versions/PacificVersionsView#PacificVersionsView": PacificVersionsView_151a4c4c8e4a056f2a5ca9bfebf64e8a,
  "/src/components/cms/versions/PacificVersionView#PacificVersionView": PacificVersionView_466ac8af3e96ec2ab432c6d10848d544,
  "/src/components/cms/DollarsCell#DollarsCell": DollarsCell_04d95d60fc5cb0675a9d1fb256008714,
  "/src/components/cms/DollarsField#DollarsField": DollarsField_39cba9583e969825fc87a26ca9141c0d,
  "/src/components/cms/SaveReport#SaveReport": SaveReport_893835ec06393cf9103e51d3a8730b64,
  "/src/components/cms/ClassLinks#ClassLinks": ClassLinks_edfd9666a60c9aaefcd92f20f8f17993,
  "/src/components/cms/PacificDateTimeField#PacificDateTimeField": PacificDateTimeField_d8b4d8963958ac92ff3cffca1e3a5ce4,
  "/src/components/cms/CancelClassCheckbox#CancelClassCheckbox": CancelClassCheckbox_bdcaaf663cbfc3e7810f4f7c6894dbe0,
  "/src/components/cms/BookingActions#BookingActions": BookingActions_754b4d19293377377e5efd0c8c1be6b1,
  "/src/components/cms/RetryRefundButton#RetryRefundButton": RetryRefundButton_9796627233e877947a755b28a91c80f4,
  "/src/components/cms/PhoneDescription#PhoneDescription": PhoneDescription_1f725e5f468fa75057f8e717587c99c3,
  "/src/components/cms/credits/CreditLedgerField#CreditLedgerField": CreditLedgerField_157ceb26452d42c127913ff5c27d7a48,
  "/src/components/cms/WaitlistStatus#WaitlistStatusCell": WaitlistStatusCell_308ad461ad8aa1b16ab9147ffdace74b,
  "/src/components/cms/WaitlistStatus#WaitlistStatusField": WaitlistStatusField_308ad461ad8aa1b16ab9147ffdace74b,
  "/src/components/cms/WaitlistHistoryField#WaitlistHistoryField": WaitlistHistoryField_4025583e07fcc170f6f26018c4df10b2,
  "/src/components/cms/PlatformCell#PlatformCell": PlatformCell_7bfc2d7a5a96dccdb6013fffc520a6ec,
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
  "/src/components/cms/MakeProposal#MakeProposal": MakeProposal_1f19440443149a932d06f9b039767c98,
  "/src/components/cms/PrivateSessionActionsField#PrivateSessionActionsField": PrivateSessionActionsField_8fed7ef317338fa8c5689f75c6a0247f,
  "/src/components/cms/InvoiceDownload#InvoiceDownload": InvoiceDownload_f116491a50edc6999bebfd0317e64134,
  "@payloadcms/next/client#QueryPresetsAccessCell": QueryPresetsAccessCell_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsWhereCell": QueryPresetsWhereCell_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsWhereField": QueryPresetsWhereField_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsColumnsCell": QueryPresetsColumnsCell_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsColumnField": QueryPresetsColumnField_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsGroupByCell": QueryPresetsGroupByCell_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/next/client#QueryPresetsGroupByField": QueryPresetsGroupByField_2b8867833a34864a02ddf429b0728a40,
  "/src/components/cms/InstructorAreaNavLinks#InstructorAreaNavLinks": InstructorAreaNavLinks_3422a1f570df12779045ab56306fa0c5,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/src/components/cms/CmsLogin#CmsLogin": CmsLogin_c151bdab8b854d6eb6849e568842b35a,
  "/src/components/cms/CmsUnauthorized#CmsUnauthorized": CmsUnauthorized_1ceb8b2b6c31d12427ff9fbf05fd6113,
  "/src/components/cms/OwnerDashboard#OwnerDashboard": OwnerDashboard_331727f5eb72090694db9a79cac272af,
  "/src/components/cms/ReportsView#ReportsView": ReportsView_27bbbfbd9994ac31cb2ee8ca38b70f78,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
