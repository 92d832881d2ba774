import {
  apiSettingStatuses,
  applicationRoles,
  authTypes,
  cloudProviders,
  columnTypes,
  dataAssetStatuses,
  datasetStatuses,
  dataTypes,
  deliveryMethods,
  fileToApiJobStatuses,
  dataDeliveryStatuses,
  invoiceStatuses,
  billingEventKinds,
  billingLineKinds,
  pricingModels,
  productStatuses,
  recommendationStatuses,
  secretShareAggregates,
  settlementStatuses,
  storageStatuses,
  tenantVerificationStatuses,
  transactionAccessStatuses,
  transactionRequestStatuses,
  units,
  languages,
  userStatuses,
  userTypes,
} from '../common/enums'
import {
  billingCreditKinds,
  disputeActions,
  disputeOutcomes,
  disputeStatuses,
} from '../billing/disputes.schemas'
import { dataAssetSources, dataAssetStatusLabels } from '../data/data-assets.schemas'
import { parameterLocations, secretShareRoles } from '../data/datasets.schemas'
import { fileVersionStatuses, fileVersionStatusLabels } from '../data/dataset-versions.schemas'
import { productStatusLabels } from '../data/products.schemas'
import { cloudProviderLabels } from '../data/storage-settings.schemas'
import { usageKindLabels, usageKinds, usageOutcomeLabels, usageOutcomes } from '../gateway/usage'
import { memberStatusLabels } from '../members/members.schemas'
import { companyDocumentKindLabels, companyDocumentKinds } from '../tenant/tenant.schemas'
import {
  dataDeliveryStatusLabels,
  deliveryTriggerLabels,
  deliveryTriggers,
} from '../transaction/data-delivery.schemas'
import {
  fileToApiJobStatusLabels,
  fileToApiRowStatuses,
  fileToApiRowStatusLabels,
} from '../transaction/file-to-api.schemas'
import { transactionAccessStatusLabels } from '../transaction/purchase-access.schemas'
import { purchasedStatuses, purchasedStatusLabels } from '../transaction/purchased.schemas'
import { recommendationStatusLabels } from '../transaction/recommendations.schemas'
import { transactionRequestStatusLabels } from '../transaction/requests.schemas'
import { secretShareAggregateLabels } from '../transaction/secret-share-queries.schemas'
import {
  apiSettingStatusList,
  authTypeList,
  dataCategoryList,
  dataCollectionList,
  datasetStatusList,
  datasetTagList,
  dataTypeList,
  delimiterList,
  delimiters,
  deliveryMethodList,
  fileTypeList,
  fileTypes,
  pricingModelList,
  responseTimeList,
  unitList,
  companyTypeList,
} from './catalogue-lists'
import { applicationRoleDescriptions } from './dropdown.schemas'
import { companySizes, industries, type ReferenceEntry } from './reference-lists'

/** One enum the screens show: its values and the words a person reads for each. */
export interface EnumLabelSet<V extends string = string> {
  values: readonly V[]
  labels: Readonly<Record<V, string>>
}

const fromList = <V extends string>(list: readonly ReferenceEntry<V>[]): EnumLabelSet<V> => ({
  values: list.map((entry) => entry.value),
  labels: Object.fromEntries(list.map((entry) => [entry.value, entry.description])) as Record<V, string>,
})
const fromMap = <V extends string>(values: readonly V[], labels: Record<V, string>): EnumLabelSet<V> => ({
  values,
  labels,
})
const fromValues = <V extends string>(values: readonly V[], list: readonly ReferenceEntry<V>[]) =>
  fromMap(values, fromList(list).labels)

export const columnTypeList = [
  { value: 'STRING', description: 'Text' },
  { value: 'INTEGER', description: 'Whole number' },
  { value: 'DECIMAL', description: 'Decimal number' },
  { value: 'BOOLEAN', description: 'Yes or no' },
  { value: 'DATE', description: 'Date' },
  { value: 'DATETIME', description: 'Date and time' },
] as const satisfies readonly ReferenceEntry<(typeof columnTypes)[number]>[]

export const parameterLocationList = [
  { value: 'QUERY', description: 'Query string' },
  { value: 'PATH', description: 'Path' },
  { value: 'HEADER', description: 'Header' },
  { value: 'BODY', description: 'JSON body' },
] as const satisfies readonly ReferenceEntry<(typeof parameterLocations)[number]>[]

export const secretShareRoleList = [
  { value: 'IDENTIFIER', description: 'Identifier (hashed)' },
  { value: 'DIMENSION', description: 'Dimension (public)' },
  { value: 'MEASURE', description: 'Measure (secret-shared)' },
  { value: 'IGNORE', description: 'Leave out' },
] as const satisfies readonly ReferenceEntry<(typeof secretShareRoles)[number]>[]

/**
 * Every enum a screen shows, by name, with its human labels (docs/decisions/0038-ui-conventions.md).
 * The labels come from the contract's dropdown descriptions and label maps; `labelOf` is the one way a
 * screen turns a stored value such as SECRET_SHARE into words.
 */
export const enumLabelSets = {
  applicationRole: fromMap(applicationRoles, applicationRoleDescriptions),
  userType: fromMap(userTypes, { consumer: 'Consumer', provider: 'Provider' }),
  tenantVerificationStatus: fromMap(tenantVerificationStatuses, {
    UNVERIFIED: 'Unverified',
    PENDING: 'Pending',
    VERIFIED: 'Verified',
    REJECTED: 'Rejected',
  }),
  userStatus: fromMap(userStatuses, memberStatusLabels),
  // Each language in its own words, so a reader finds theirs whichever language the screen is in.
  language: fromMap(languages, { en: 'English', id: 'Bahasa Indonesia' }),
  apiSettingStatus: fromValues(apiSettingStatuses, apiSettingStatusList),
  authType: fromValues(authTypes, authTypeList),
  cloudProvider: fromMap(cloudProviders, cloudProviderLabels),
  storageStatus: fromMap(storageStatuses, { CONNECTED: 'Connected', ERROR: 'Error' }),
  dataType: fromValues(dataTypes, dataTypeList),
  datasetStatus: fromValues(datasetStatuses, datasetStatusList),
  dataAssetStatus: fromMap(dataAssetStatuses, dataAssetStatusLabels),
  dataAssetSource: fromMap(dataAssetSources, { UPLOAD: 'Upload', STORAGE: 'Cloud storage' }),
  productStatus: fromMap(productStatuses, productStatusLabels),
  pricingModel: fromValues(pricingModels, pricingModelList),
  unit: fromValues(units, unitList),
  deliveryMethod: fromValues(deliveryMethods, deliveryMethodList),
  transactionRequestStatus: fromMap(transactionRequestStatuses, transactionRequestStatusLabels),
  transactionAccessStatus: fromMap(transactionAccessStatuses, transactionAccessStatusLabels),
  purchasedStatus: fromMap(purchasedStatuses, purchasedStatusLabels),
  dataDeliveryStatus: fromMap(dataDeliveryStatuses, dataDeliveryStatusLabels),
  deliveryTrigger: fromMap(deliveryTriggers, deliveryTriggerLabels),
  fileToApiJobStatus: fromMap(fileToApiJobStatuses, fileToApiJobStatusLabels),
  fileToApiRowStatus: fromMap(fileToApiRowStatuses, fileToApiRowStatusLabels),
  recommendationStatus: fromMap(recommendationStatuses, recommendationStatusLabels),
  invoiceStatus: fromMap(invoiceStatuses, {
    OPEN: 'Open',
    ISSUED: 'Issued',
    OVERDUE: 'Overdue',
    PAID: 'Paid',
  }),
  settlementStatus: fromMap(settlementStatuses, { OPEN: 'Open', PENDING: 'Pending', PAID: 'Paid' }),
  billingLineKind: fromMap(billingLineKinds, {
    PAY_PER_CALL: 'API calls',
    PAY_PER_QUERY: 'Queries',
    SUBSCRIPTION: 'Subscription period',
    ONE_TIME: 'One-time purchase',
    SLA_CREDIT: 'Service-level credit',
    DISPUTE_CREDIT: 'Dispute credit',
    VAT: 'VAT (PPN)',
  }),
  billingCreditKind: fromMap(billingCreditKinds, { SLA: 'Service-level credit', DISPUTE: 'Dispute credit' }),
  disputeStatus: fromMap(disputeStatuses, { OPEN: 'Open', ANSWERED: 'Answered', RESOLVED: 'Resolved' }),
  disputeOutcome: fromMap(disputeOutcomes, { CREDITED: 'Credited', REJECTED: 'Rejected' }),
  disputeAction: fromMap(disputeActions, {
    OPENED: 'Disputed',
    ANSWERED: 'Answered by the provider',
    CREDITED: 'Resolved with a credit',
    REJECTED: 'Resolved without a credit',
  }),
  billingEventKind: fromMap(billingEventKinds, {
    API_CALL: 'API call',
    QUERY: 'Query',
    DOWNLOAD: 'Download',
    DELIVERY: 'Delivery',
    SUBSCRIPTION: 'Subscription period',
    ONE_TIME: 'One-time purchase',
  }),
  fileVersionStatus: fromMap(fileVersionStatuses, fileVersionStatusLabels),
  fileType: fromValues(fileTypes, fileTypeList),
  delimiter: fromValues(delimiters, delimiterList),
  columnType: fromValues(columnTypes, columnTypeList),
  parameterLocation: fromValues(parameterLocations, parameterLocationList),
  secretShareRole: fromValues(secretShareRoles, secretShareRoleList),
  secretShareAggregate: fromMap(secretShareAggregates, secretShareAggregateLabels),
  companyDocumentKind: fromMap(companyDocumentKinds, companyDocumentKindLabels),
  usageKind: fromMap(usageKinds, usageKindLabels),
  usageOutcome: fromMap(usageOutcomes, usageOutcomeLabels),
  dataCategory: fromList(dataCategoryList),
  datasetTag: fromList(datasetTagList),
  dataCollection: fromList(dataCollectionList),
  responseTime: fromList(responseTimeList),
  companyType: fromList(companyTypeList),
  industry: fromList(industries),
  companySize: fromList(companySizes),
} as const satisfies Record<string, EnumLabelSet>

export type EnumName = keyof typeof enumLabelSets
type ValueOf<N extends EnumName> = (typeof enumLabelSets)[N]['values'][number]

/**
 * The words for a stored value: labelOf('dataType', 'SECRET_SHARE') → 'Secret share'. A value the list
 * does not know (an old stored value) is shown as it is rather than hidden; blank reads as ''.
 */
export function labelOf(name: EnumName, value: string | null | undefined): string {
  if (!value) return ''
  const labels: Readonly<Record<string, string>> = enumLabelSets[name].labels
  return labels[value] ?? value
}

/** A select's options for an enum, in the enum's order: [{ value: 'FILE', label: 'File' }, …]. */
export function enumOptionsOf<N extends EnumName>(name: N): { value: ValueOf<N>; label: string }[] {
  const set: EnumLabelSet = enumLabelSets[name]
  return set.values.map((value) => ({ value: value as ValueOf<N>, label: set.labels[value] ?? value }))
}
