import { dataAssetRoutes, storageSettingRoutes, transactionHistoryAccess } from '@lumbung/contract'
import type { AccessExpectation } from './access-expectation-types'
import { accountAccessExpectations } from './access-expectations-account'
import { deltaSharingAccessExpectations } from './access-expectations-delta-sharing'
import {
  providerOwner,
  consumerOwner,
  caller,
  shared,
  elsewhere,
  read,
  change,
  byId,
  byTransaction,
  operatorConsole,
  dropdown,
  apiDatasetBody,
  storageUpdate,
} from './access-expectation-builders'

export type { AccessExpectation, RequestInput } from './access-expectation-types'

/** Every route of the contract, by its export path. A route missing here fails the access matrix. */
export const accessExpectations: Record<string, AccessExpectation> = {
  ...accountAccessExpectations,
  ...deltaSharingAccessExpectations,
  'agreementRoutes.current': caller,
  'agreementRoutes.version': caller,
  'agreementRoutes.pdf': caller,
  'agreementRoutes.text': caller,

  'apiSettingsRoutes.add': caller,
  'apiSettingsRoutes.authSettings': dropdown,
  'apiSettingsRoutes.list': caller,
  'apiSettingsRoutes.detail': read(providerOwner, (f) => byId(f.apiSetting)),
  'apiSettingsRoutes.update': change(providerOwner, (f) => ({
    body: { id: f.apiSetting, name: 'Taken over', auth_type: 'NONE', auth_config: {} },
  })),
  'apiSettingsRoutes.delete': change(providerOwner, (f) => byId(f.apiSetting)),
  'apiSettingsRoutes.connectionTest': read(providerOwner, (f) => byId(f.apiSetting)),
  'apiSettingsRoutes.demoUpstream': shared(
    "the server's own demo upstream, the same for every provider in demo mode",
  ),

  'billingRoutes.firstBilled': { scope: 'caller', rule: transactionHistoryAccess.consumer },
  'billingRoutes.history': caller,
  'billingRoutes.consumerInvoice': caller,
  'billingRoutes.consumerInvoicePdf': read(consumerOwner, (f) => byId(f.consumerInvoice)),
  'billingRoutes.providerStatement': caller,
  'billingRoutes.settlementHistory': caller,
  'billingRoutes.settlementDetail': read(providerOwner, (f) => byId(f.providerSettlement)),
  'billingRoutes.settlementPdf': read(providerOwner, (f) => byId(f.providerSettlement)),
  'billingRoutes.transactionList': { scope: 'caller', rule: transactionHistoryAccess.consumer },
  'billingRoutes.transactionExport': { scope: 'caller', rule: transactionHistoryAccess.consumer },
  'billingRoutes.productDropdown': { scope: 'caller', rule: transactionHistoryAccess.consumer },
  'billingRoutes.counterpartyDropdown': { scope: 'caller', rule: transactionHistoryAccess.consumer },
  'spendCapRoutes.spendCaps': caller,
  'spendCapRoutes.saveSpendCaps': caller,
  'spendCapRoutes.spendStatus': caller,
  'disputeRoutes.open': elsewhere('modules/billing/disputes.test.ts (a line of an issued invoice)'),
  'disputeRoutes.consumerList': elsewhere('modules/billing/disputes.test.ts (another company lists none)'),
  'disputeRoutes.providerList': caller,
  'disputeRoutes.answer': elsewhere('modules/billing/disputes.test.ts (a dispute of an issued invoice)'),

  // The charts name their side in a required `user_type`, so the suite's calls (which name none) are
  // refused by validation for every signed-in role; the sides' rules are tested in dashboard.test.ts.
  'dashboardRoutes.numberSummary': caller,
  'dashboardRoutes.transactionCallStatus': caller,
  'dashboardRoutes.failedApiBreakdown': caller,
  'dashboardRoutes.totalDailyTransaction': caller,
  'dashboardRoutes.totalPerProductTransaction': caller,
  'dashboardRoutes.tableTransactionData': caller,

  'dataAssetRoutes.consumer.add': caller,
  'dataAssetRoutes.consumer.list': caller,
  'dataAssetRoutes.consumer.detail': read(consumerOwner, (f) => byId(f.consumerDataAsset)),
  'dataAssetRoutes.consumer.delete': change(consumerOwner, (f) => byId(f.consumerDataAsset)),
  'dataAssetRoutes.provider.add': caller,
  'dataAssetRoutes.provider.list': caller,
  'dataAssetRoutes.provider.detail': read(providerOwner, (f) => byId(f.providerDataAsset)),
  'dataAssetRoutes.provider.delete': change(providerOwner, (f) => byId(f.providerDataAsset)),
  'dataAssetRoutes.header': read(consumerOwner, (f) => byId(f.consumerDataAsset)),
  'dataAssetRoutes.dropdown': { scope: 'caller', rule: dataAssetRoutes.consumer.list.config.access },

  'dataDeliveryRoutes.list': caller,
  'dataDeliveryRoutes.options': caller,
  'dataDeliveryRoutes.detail': elsewhere('modules/transaction/delivery/data-delivery.test.ts'),
  'dataDeliveryRoutes.proceed': change(consumerOwner, (f) => ({
    body: { transaction_no: f.downloadPurchase, storage_setting_id: f.consumerStorageSetting, path: 'x' },
  })),
  'dataDeliveryRoutes.autoDelivery': change(consumerOwner, (f) => ({
    body: {
      transaction_no: f.downloadPurchase,
      is_on: true,
      storage_setting_id: f.consumerStorageSetting,
      path: 'x',
    },
  })),

  'datasetsRoutes.list': caller,
  'datasetsRoutes.apiAdd': caller,
  'datasetsRoutes.apiTry': caller,
  'datasetsRoutes.apiDetail': read(providerOwner, (f) => ({
    params: { userType: 'provider', id: f.apiDataset },
  })),
  'datasetsRoutes.apiUpdate': change(providerOwner, (f) => ({
    params: { userType: 'provider' },
    body: apiDatasetBody(f),
  })),
  'datasetsRoutes.apiDelete': change(providerOwner, (f) => ({
    params: { userType: 'provider', id: f.apiDataset },
  })),
  'datasetsRoutes.fileAdd': caller,
  'datasetsRoutes.fileDetail': read(providerOwner, (f) => byId(f.fileDataset)),
  'datasetsRoutes.fileUpdate': elsewhere('modules/data/datasets/file-datasets.test.ts (a multipart upload)'),
  'datasetsRoutes.fileDelete': change(providerOwner, (f) => byId(f.fileDataset)),
  'datasetsRoutes.secretShareAdd': caller,
  'datasetsRoutes.secretShareDetail': read(providerOwner, (f) => byId(f.secretShareDataset)),
  'datasetsRoutes.secretShareUpdate': change(providerOwner, (f) => ({
    body: { id: f.secretShareDataset, name: 'Taken over', description: 'x', short_description: 'x', tag: [] },
  })),
  'datasetsRoutes.secretShareDelete': change(providerOwner, (f) => byId(f.secretShareDataset)),

  'datasetVersionRoutes.list': read(providerOwner, (f) => byId(f.fileDataset)),
  'datasetVersionRoutes.upload': elsewhere(
    'modules/data/datasets/file-versions.test.ts (a multipart upload)',
  ),
  'datasetVersionRoutes.publish': change(providerOwner, (f) => ({
    body: { id: f.fileDataset, version_id: f.fileVersion },
  })),
  'datasetVersionRoutes.discard': change(providerOwner, (f) => byId(f.fileVersion)),

  'downloadRoutes.info': read(consumerOwner, (f) => byTransaction(f.downloadPurchase)),
  'downloadRoutes.link': change(consumerOwner, (f) => byTransaction(f.downloadPurchase)),
  'downloadRoutes.file': shared('public by design: only a signed, expiring link opens it, whoever holds it'),

  ...Object.fromEntries(
    [
      'applicationRole',
      'authType',
      'cloudProvider',
      'company',
      'dataAssetStatus',
      'dataCategory',
      'dataCollection',
      'datasetApiMethod',
      'datasetDataType',
      'datasetStatus',
      'datasetTagging',
      'dataType',
      'delimiter',
      'deliveryMethod',
      'district',
      'fileType',
      'gender',
      'httpMethod',
      'industry',
      'pricingModel',
      'productDataType',
      'provider',
      'province',
      'requestStatus',
      'responseTime',
      'size',
      'subdistrict',
      'unit',
    ].map((name) => [`dropdownRoutes.${name}`, dropdown]),
  ),

  'fileToApiRoutes.list': caller,
  'fileToApiRoutes.proceed': change(consumerOwner, (f) => ({
    body: {
      transaction_no: f.apiPurchase,
      data_asset_id: f.consumerDataAsset,
      mapping: [{ parameter: 'nik', column: 'nik' }],
    },
  })),
  'fileToApiRoutes.estimate': change(consumerOwner, (f) => ({
    body: {
      transaction_no: f.apiPurchase,
      data_asset_id: f.consumerDataAsset,
      mapping: [{ parameter: 'nik', column: 'nik' }],
    },
  })),
  'fileToApiRoutes.downloadResult': elsewhere(
    'modules/transaction/file-to-api/file-to-api-proceed.test.ts (a queued enrichment run)',
  ),

  healthRoute: caller,
  healthLiveRoute: caller,
  healthReadyRoute: caller,
  'mailRoutes.devMailbox': caller,
  'mailRoutes.contact': caller,

  'marketplaceRoutes.consumer.list': caller,
  'marketplaceRoutes.consumer.providers': caller,
  'marketplaceRoutes.consumer.detail': read(consumerOwner, (f) => byId(f.privateOffer), {
    seenAlsoBy: ['PT Data Nusantara'],
  }),
  'marketplaceRoutes.consumer.providerDetail': shared('every verified provider company is shown to all'),
  'marketplaceRoutes.consumer.openapi': elsewhere(
    'modules/data/marketplace/marketplace-openapi.test.ts (a private offer to another company)',
  ),
  'marketplaceRoutes.provider.list': caller,
  'marketplaceRoutes.provider.providers': caller,
  'marketplaceRoutes.provider.detail': shared('a published public product is shown to every company'),
  'marketplaceRoutes.provider.providerDetail': shared('every verified provider company is shown to all'),
  'marketplaceRoutes.provider.openapi': shared('a published public product is shown to every company'),

  'membersRoutes.inviteMember': caller,
  'membersRoutes.listMember': caller,
  'membersRoutes.invitation': caller,
  'membersRoutes.activateAccount': caller,
  'membersRoutes.memberDetail': read(consumerOwner, (f) => byId(f.consumerMember)),
  'membersRoutes.deactivateMember': change(consumerOwner, (f) => ({ params: { user_id: f.consumerMember } })),
  'membersRoutes.activateMember': change(consumerOwner, (f) => ({ params: { user_id: f.consumerMember } })),
  'membersRoutes.resendInvitation': change(consumerOwner, (f) => ({ body: { user_id: f.consumerMember } })),
  'membersRoutes.changeRole': change(consumerOwner, (f) => ({
    params: { user_id: f.consumerMember },
    body: { application_role: 'admin' },
  })),
  'membersRoutes.transferOwnership': elsewhere(
    'modules/members/members-isolation.test.ts (needs the caller’s password)',
  ),

  'operatorBillingRoutes.invoices': caller,
  'operatorBillingRoutes.settlements': caller,
  'operatorBillingRoutes.totals': caller,
  'operatorBillingRoutes.closeMonth': caller,
  'operatorBillingRoutes.invoiceDetail': operatorConsole,
  'operatorBillingRoutes.payInvoice': operatorConsole,
  'operatorBillingRoutes.settlementDetail': operatorConsole,
  'operatorBillingRoutes.paySettlement': operatorConsole,
  'operatorDisputeRoutes.list': caller,
  'operatorDisputeRoutes.resolve': operatorConsole,

  'operatorJobsRoutes.overview': caller,
  'operatorJobsRoutes.retry': operatorConsole,
  'operatorJobsRoutes.discard': operatorConsole,

  'operatorRoutes.listTenants': caller,
  'operatorRoutes.listUsers': caller,
  'operatorRoutes.tenantDetail': operatorConsole,
  'operatorRoutes.approveTenant': operatorConsole,
  'operatorRoutes.rejectTenant': operatorConsole,
  'operatorRoutes.deactivateUser': operatorConsole,
  'operatorRoutes.reactivateUser': operatorConsole,

  'productsRoutes.list': caller,
  'productsRoutes.add': caller,
  'productsRoutes.consumer': dropdown,
  'productsRoutes.datasetSource': dropdown,
  'productsRoutes.detail': read(providerOwner, (f) => byId(f.product)),
  'productsRoutes.history': read(providerOwner, (f) => byId(f.product)),
  'productsRoutes.sampleStatus': read(providerOwner, (f) => byId(f.product)),
  'productsRoutes.refreshSample': change(providerOwner, (f) => byId(f.product)),
  'productsRoutes.update': elsewhere('modules/data/products/products-isolation.test.ts (a multipart form)'),
  'productsRoutes.delete': change(providerOwner, (f) => byId(f.product)),
  'productsRoutes.publish': change(providerOwner, (f) => byId(f.product)),
  'productsRoutes.archive': change(providerOwner, (f) => ({
    ...byId(f.product),
    query: { data_type: 'API' },
  })),

  'purchasedRoutes.list': caller,
  'purchasedRoutes.detail': read(consumerOwner, (f) => byTransaction(f.downloadPurchase)),
  'purchasedRoutes.apiParams': caller,

  'recommendationsRoutes.add': caller,
  'recommendationsRoutes.consumerList': caller,
  'recommendationsRoutes.consumerDetail': read(consumerOwner, (f) => byId(f.recommendation)),
  'recommendationsRoutes.operatorList': caller,
  'recommendationsRoutes.operatorDetail': operatorConsole,
  'recommendationsRoutes.operatorStatus': operatorConsole,
  'recommendationsRoutes.providerList': caller,
  'recommendationsRoutes.providerDetail': shared('open data-need requests are a board every provider reads'),
  'recommendationsRoutes.respond': shared('any provider may answer an open data-need request'),

  'secretShareQueryRoutes.options': read(consumerOwner, (f) => ({
    query: { transaction_no: f.secretSharePurchase },
  })),
  'secretShareQueryRoutes.history': read(consumerOwner, (f) => ({
    query: { transaction_no: f.secretSharePurchase },
  })),
  'secretShareQueryRoutes.run': change(consumerOwner, (f) => ({
    body: {
      transaction_no: f.secretSharePurchase,
      data_asset_id: f.consumerDataAsset,
      identifier_column: 'nik',
      aggregate: 'COUNT',
    },
  })),
  'secretShareQueryRoutes.fitTestOptions': shared('the fit test is offered on any published product'),
  'secretShareQueryRoutes.fitTest': shared('the fit test is offered on any published product'),
  'secretShareQueryRoutes.providerBudget': read(providerOwner, (f) => byId(f.product)),
  'secretShareQueryRoutes.setProviderBudget': change(providerOwner, (f) => ({
    ...byId(f.product),
    body: { monthly_total_micro_rho: 500_000 },
  })),

  'storageSettingDropdownRoutes.storageSettings': {
    scope: 'caller',
    rule: storageSettingRoutes.consumer.list.config.access,
  },
  'storageSettingDropdownRoutes.gcsBucket': read(
    consumerOwner,
    (f) => ({ query: { user_type: 'consumer', storage_setting_id: f.consumerStorageSetting } }),
    { sideRule: storageSettingRoutes.consumer.list.config.access },
  ),
  'storageSettingDropdownRoutes.bucketFile': read(
    consumerOwner,
    (f) => ({
      query: { user_type: 'consumer', storage_setting_id: f.consumerStorageSetting, bucket: 'deliveries' },
    }),
    { sideRule: storageSettingRoutes.consumer.list.config.access },
  ),
  'storageSettingRoutes.consumer.list': caller,
  'storageSettingRoutes.consumer.add': caller,
  'storageSettingRoutes.consumer.detail': read(consumerOwner, (f) => byId(f.consumerStorageSetting)),
  'storageSettingRoutes.consumer.update': change(consumerOwner, (f) =>
    storageUpdate(f.consumerStorageSetting),
  ),
  'storageSettingRoutes.consumer.delete': change(consumerOwner, (f) => byId(f.consumerStorageSetting)),
  'storageSettingRoutes.provider.list': caller,
  'storageSettingRoutes.provider.add': caller,
  'storageSettingRoutes.provider.detail': read(providerOwner, (f) => byId(f.providerStorageSetting)),
  'storageSettingRoutes.provider.update': change(providerOwner, (f) =>
    storageUpdate(f.providerStorageSetting),
  ),
  'storageSettingRoutes.provider.delete': change(providerOwner, (f) => byId(f.providerStorageSetting)),

  'tenantRoutes.detail': caller,
  'tenantRoutes.update': caller,
  'tenantRoutes.uploadLogo': caller,
  'tenantRoutes.verify': caller,
  'tenantRoutes.showKey': caller,
  'tenantRoutes.rotateKey': caller,
  'tenantRoutes.listApiKeys': caller,
  'tenantRoutes.createApiKey': caller,
  'tenantRoutes.revokeApiKey': change(consumerOwner, (f) => byId(f.consumerApiKey)),
  'tenantRoutes.subscribe': caller,
  'tenantRoutes.subscribeProvider': caller,
  'tenantRoutes.listProvider': caller,

  'transactionRequestsRoutes.add': caller,
  'transactionRequestsRoutes.consumerList': caller,
  'transactionRequestsRoutes.providerList': caller,
  'transactionRequestsRoutes.summary': caller,
  'transactionRequestsRoutes.consumerDropdown': dropdown,
  'transactionRequestsRoutes.consumerProductDropdown': dropdown,
  'transactionRequestsRoutes.providerDropdown': dropdown,
  'transactionRequestsRoutes.providerProductDropdown': dropdown,
  'transactionRequestsRoutes.consumerDetail': read(consumerOwner, (f) => byTransaction(f.request)),
  'transactionRequestsRoutes.providerDetail': read(providerOwner, (f) => byTransaction(f.request)),
  'transactionRequestsRoutes.withdraw': change(consumerOwner, (f) => byTransaction(f.request)),
  'transactionRequestsRoutes.accept': change(consumerOwner, (f) => ({
    ...byTransaction(f.request),
    body: { revision_no: 1 },
  })),
  'transactionRequestsRoutes.approve': change(providerOwner, (f) => ({
    body: { transaction_no: f.request },
  })),
  'transactionRequestsRoutes.reject': change(providerOwner, (f) => ({
    body: { transaction_no: f.request, reason: 'Taken over' },
  })),
  'transactionRequestsRoutes.update': change(providerOwner, (f) => ({
    body: { transaction_no: f.request, price: 1 },
  })),
  'transactionRequestsRoutes.suspend': change(providerOwner, (f) => ({
    body: { transaction_no: f.downloadPurchase, reason: 'Taken over' },
  })),
  'transactionRequestsRoutes.resume': change(providerOwner, (f) => ({
    body: { transaction_no: f.downloadPurchase },
  })),
  'transactionRequestsRoutes.revoke': change(providerOwner, (f) => ({
    body: { transaction_no: f.downloadPurchase, reason: 'Taken over' },
  })),
}
