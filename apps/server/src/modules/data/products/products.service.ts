import {
  productErrorMessages,
  productFileLimits,
  productFormFields,
  productLabels,
  productUpdateFields,
  type DatasetSourceQuery,
  type DropdownList,
  type Product,
  type ProductDataType,
  type ProductListQuery,
} from '@lumbung/contract'
import type { Database, Executor } from '../../../db/database'
import type { ProductFields, ProductStoredFile } from '../../../db/schema'
import type { Actor } from '../../../lib/access'
import type { Audit } from '../../../lib/audit'
import type { ChangeNotices } from '../../../lib/change-notices'
import { AppError, notFound } from '../../../lib/errors'
import type { FileStorage } from '../../../lib/file-storage'
import type { StorageUrls } from '../../../lib/storage-urls'
import { changeFromFields, diffProduct } from './product-changes'
import {
  checkMayChangeLive,
  checkPublishable,
  checkReferences,
  invalid,
  isLockedFieldChanged,
  tooManyFactsheets,
} from './product-checks'
import { createProductFiles } from './product-files'
import { productHistoryOf } from './product-history-view'
import { schedulePriceChanges, type TouchedPurchase } from './product-price-changes'
import type { ProductPurchasesRepository } from './product-purchases.repository'
import type { ProductForm } from './product-form'
import { productView } from './product-view'
import type { DatasetSources } from '../datasets'
import type { Mail } from '../../mail'
import type { ProductRecord, ProductsRepository } from './products.repository'

export interface ProductsServiceDependencies {
  db: Database
  products: ProductsRepository
  datasetSources: DatasetSources
  files: FileStorage
  storageUrls: StorageUrls
  audit: Audit
  purchases: ProductPurchasesRepository
  mail: Mail
  notices: Pick<ChangeNotices, 'publish'>
  publicUrl: string
  now?: () => Date
}

export type ProductsService = ReturnType<typeof createProductsService>

const productNotFound = () => notFound(productErrorMessages.notFound)
const conflict = (code: string, message: string) => new AppError(code, 409, message)

export function createProductsService({
  db,
  products,
  datasetSources,
  files,
  storageUrls,
  audit,
  purchases,
  mail,
  notices,
  publicUrl,
  now = () => new Date(),
}: ProductsServiceDependencies) {
  const { storeUploads, removeFiles } = createProductFiles(files)

  async function viewOf(actor: Actor, record: ProductRecord): Promise<Product> {
    const dataset = record.product.datasetId
      ? await datasetSources.find(actor.tenantId, record.product.datasetId)
      : undefined
    const hasLive = await purchases.hasLive(actor.tenantId, record.product.id, now())
    return productView(actor, record, dataset, storageUrls, hasLive)
  }

  /** Tells the caches that hold a purchase's price (the gateway's) to read it again. */
  async function announce(touched: TouchedPurchase[]) {
    for (const purchase of touched) await notices.publish({ topic: 'purchase', ...purchase })
  }

  async function reload(actor: Actor, id: string): Promise<Product> {
    const record = await products.findById(actor.tenantId, id)
    if (!record) throw productNotFound()
    return viewOf(actor, record)
  }

  async function loadForChange(actor: Actor, id: string, executor: Executor) {
    const row = await products.lockById(actor.tenantId, id, executor)
    if (!row) throw productNotFound()
    return row
  }

  async function datasetOf(actor: Actor, row: ProductFields, executor: Executor) {
    return row.datasetId ? datasetSources.find(actor.tenantId, row.datasetId, executor) : undefined
  }

  return {
    async list(actor: Actor, query: ProductListQuery) {
      const { records, total } = await products.list(actor.tenantId, query)
      const ids = [
        ...new Set(records.map((record) => record.product.datasetId).filter((id): id is string => !!id)),
      ]
      const datasets = ids.length > 0 ? await datasetSources.findMany(actor.tenantId, ids) : []
      const byId = new Map(datasets.map((dataset) => [dataset.id, dataset]))
      const live = await purchases.productsWithLive(
        actor.tenantId,
        records.map((record) => record.product.id),
        now(),
      )
      return {
        data: records.map((record) =>
          productView(
            actor,
            record,
            byId.get(record.product.datasetId ?? ''),
            storageUrls,
            live.has(record.product.id),
          ),
        ),
        total_data: total,
      }
    },

    async detail(actor: Actor, id: string, dataType?: ProductDataType): Promise<Product> {
      const record = await products.findById(actor.tenantId, id)
      if (!record || (dataType && record.product.dataType !== dataType)) throw productNotFound()
      return viewOf(actor, record)
    },

    async add(actor: Actor, readForm: () => Promise<ProductForm>, isDraft: boolean): Promise<Product> {
      if (!isDraft) checkMayChangeLive(actor)
      const form = await readForm()
      const fields = productFormFields.parse(form.fields)
      if (form.factsheets.length > productFileLimits.maxFactsheets) {
        throw tooManyFactsheets()
      }
      const change = changeFromFields(fields)
      const stored = await storeUploads(actor.tenantId, form)
      try {
        const id = await db.transaction(async (tx) => {
          const dataset = await checkReferences({ datasetSources, products }, actor, change, tx)
          const at = now()
          const candidate = {
            ...change,
            name: fields.name,
            image: stored.image ?? null,
            agreement: stored.agreement ?? null,
            factsheets: stored.factsheets,
            sampleFile: stored.sample ?? null,
          }
          if (!isDraft) checkPublishable(candidate as ProductFields, dataset)
          const row = await products.insert(
            {
              ...candidate,
              tenantId: actor.tenantId,
              status: isDraft ? 'DRAFT' : 'PUBLISHED',
              publishedAt: isDraft ? null : at,
              createdBy: actor.userId,
              modifiedBy: actor.userId,
            },
            tx,
          )
          const entry = {
            tenantId: actor.tenantId,
            actorUserId: actor.userId,
            targetType: 'product',
            targetId: row.id,
          }
          await audit.record(tx, {
            ...entry,
            action: 'product.created',
            detail: { name: row.name, status: row.status },
          })
          // Saved straight to the marketplace: the history says when it was published, as a later publish does.
          if (!isDraft)
            await audit.record(tx, { ...entry, action: 'product.published', detail: { from: null } })
          return row.id
        })
        return await reload(actor, id)
      } catch (error) {
        await removeFiles(stored.written)
        throw error
      }
    },

    async update(actor: Actor, readForm: () => Promise<ProductForm>, isDraft: boolean): Promise<Product> {
      const form = await readForm()
      const fields = productUpdateFields.parse(form.fields)
      const stored = await storeUploads(actor.tenantId, form)
      let replaced: string[] = []
      let touched: TouchedPurchase[] = []
      try {
        await db.transaction(async (tx) => {
          const before = await loadForChange(actor, fields.id, tx)
          if (before.status !== 'DRAFT' || !isDraft) checkMayChangeLive(actor)
          if (isDraft && before.status !== 'DRAFT') {
            throw conflict('PRODUCT_NOT_DRAFT', productErrorMessages.notDraft)
          }
          const change = changeFromFields(fields)
          const at = now()
          if (
            before.status !== 'DRAFT' &&
            isLockedFieldChanged(before, change) &&
            (await purchases.hasLive(actor.tenantId, before.id, at, tx))
          ) {
            throw conflict('PRODUCT_TERMS_LOCKED', productErrorMessages.termsLocked)
          }
          const keptFactsheets = before.factsheets.filter(
            (file) => !fields.removed_factsheet_ids.includes(file.id),
          )
          const factsheets = [...keptFactsheets, ...stored.factsheets]
          if (factsheets.length > productFileLimits.maxFactsheets) {
            throw tooManyFactsheets()
          }
          const image = stored.image ?? (fields.remove_product_image ? null : before.image)
          const agreement =
            stored.agreement ?? (fields.remove_data_access_agreement ? null : before.agreement)
          const sampleFile = stored.sample ?? (fields.remove_sample_file ? null : before.sampleFile)
          Object.assign(change, { image, agreement, factsheets, sampleFile })
          const dataset = await checkReferences({ datasetSources, products }, actor, change, tx)
          const isPublishing = before.status === 'DRAFT' && !isDraft
          const after = { ...before, ...change } as ProductFields
          // A product on the marketplace (or coming back to it) must stay complete after every edit.
          if (before.status !== 'DRAFT' || isPublishing) checkPublishable(after, dataset)
          await products.update(
            actor.tenantId,
            before.id,
            {
              ...change,
              modifiedBy: actor.userId,
              ...(isPublishing ? { status: 'PUBLISHED' as const, publishedAt: at } : {}),
            },
            tx,
          )
          const entry = {
            tenantId: actor.tenantId,
            actorUserId: actor.userId,
            targetType: 'product',
            targetId: before.id,
          }
          if (before.status !== 'DRAFT') {
            const changes = diffProduct(before, change)
            if (changes.length > 0) {
              await audit.record(tx, {
                ...entry,
                action: 'product.updated',
                detail: { status: before.status, changes },
              })
            }
          }
          if (isPublishing)
            await audit.record(tx, { ...entry, action: 'product.published', detail: { from: 'DRAFT' } })
          if (before.status !== 'DRAFT' && after.price !== before.price) {
            touched = await schedulePriceChanges({ purchases, mail, publicUrl }, actor, after, at, tx)
          }
          const keptKeys = new Set(
            [image, agreement, sampleFile, ...factsheets].filter(Boolean).map((file) => file!.key),
          )
          replaced = [before.image, before.agreement, before.sampleFile, ...before.factsheets]
            .filter((file): file is ProductStoredFile => !!file && !keptKeys.has(file.key))
            .map((file) => file.key)
          // An agreement a request accepted stays readable from that request (docs/decisions/0059).
          const oldAgreement = before.agreement?.key
          if (
            oldAgreement &&
            replaced.includes(oldAgreement) &&
            (await purchases.isAgreementAccepted(actor.tenantId, before.id, oldAgreement, tx))
          ) {
            replaced = replaced.filter((key) => key !== oldAgreement)
          }
        })
      } catch (error) {
        await removeFiles(stored.written)
        throw error
      }
      await removeFiles(replaced)
      await announce(touched)
      return reload(actor, fields.id)
    },

    async remove(actor: Actor, id: string): Promise<null> {
      const keys = await db.transaction(async (tx) => {
        const row = await loadForChange(actor, id, tx)
        if (row.status !== 'DRAFT') {
          throw conflict('PRODUCT_NOT_DRAFT', productErrorMessages.onlyDraftDeleted)
        }
        await products.deleteDraft(actor.tenantId, id, tx)
        await audit.record(tx, {
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'product',
          targetId: id,
          action: 'product.deleted',
          detail: { name: row.name },
        })
        return [row.image, row.agreement, row.sampleFile, ...row.factsheets]
          .filter((file): file is ProductStoredFile => !!file)
          .map((file) => file.key)
      })
      await removeFiles(keys)
      return null
    },

    async publish(actor: Actor, id: string): Promise<Product> {
      await db.transaction(async (tx) => {
        const row = await loadForChange(actor, id, tx)
        if (row.status === 'PUBLISHED')
          throw conflict('PRODUCT_ALREADY_PUBLISHED', productErrorMessages.alreadyPublished)
        if (
          row.consumerTenantId &&
          !(await products.isConsumerTenant(row.consumerTenantId, actor.tenantId, tx))
        ) {
          throw invalid({ consumer_id: `${productLabels.consumer_id} is not valid` })
        }
        checkPublishable(row, await datasetOf(actor, row, tx))
        await products.update(
          actor.tenantId,
          id,
          { status: 'PUBLISHED', publishedAt: now(), modifiedBy: actor.userId },
          tx,
        )
        await audit.record(tx, {
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'product',
          targetId: id,
          action: 'product.published',
          detail: { from: row.status },
        })
      })
      return reload(actor, id)
    },

    async archive(actor: Actor, id: string, dataType: ProductDataType): Promise<Product> {
      await db.transaction(async (tx) => {
        const row = await loadForChange(actor, id, tx)
        if (row.dataType !== dataType) {
          throw invalid({ data_type: `${productLabels.data_type} does not match the product` })
        }
        if (row.status !== 'PUBLISHED') {
          throw conflict('PRODUCT_NOT_PUBLISHED', productErrorMessages.onlyPublishedArchived)
        }
        await products.update(actor.tenantId, id, { status: 'ARCHIVED', modifiedBy: actor.userId }, tx)
        await audit.record(tx, {
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'product',
          targetId: id,
          action: 'product.archived',
          detail: { from: row.status },
        })
      })
      return reload(actor, id)
    },

    history: (actor: Actor, id: string) => productHistoryOf({ products, datasetSources }, actor, id),

    async datasetSourceOptions(
      actor: Actor,
      query: { data_type: ProductDataType; exclude_status: string[] },
    ): Promise<DropdownList> {
      const rows = await datasetSources.list(actor.tenantId, query.data_type, query.exclude_status)
      return { data: rows.map((row) => ({ value: row.id, description: row.name })), total_data: rows.length }
    },

    async consumerOptions(actor: Actor): Promise<DropdownList> {
      const rows = await products.consumerTenants(actor.tenantId)
      return {
        data: rows.map((row) => ({ value: row.id, description: row.legalName })),
        total_data: rows.length,
      }
    },

    /** For the datasets area: a dataset behind a published product is not deleted. */
    isDatasetUsedByPublishedProduct: (tenantId: string, datasetId: string, executor?: Executor) =>
      products.isDatasetUsedByPublishedProduct(tenantId, datasetId, executor),
  }
}

export type { DatasetSourceQuery }
