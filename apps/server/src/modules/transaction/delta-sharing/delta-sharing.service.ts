import {
  deltaSharingProtocolCodes as codes,
  deltaSharingProtocolMessages as messages,
  type DeltaSharingMetadataQuery,
  type DeltaSharingPageQuery,
  type DeltaSharingQueryBody,
} from '@lumbung/contract'
import { AppError } from '../../../lib/errors'
import type { ShareRecipient } from '../../../lib/request-context'
import type { DatasetFiles } from '../../data/datasets'
import {
  entitlementDate,
  isSubscription,
  refusalOf,
  type DeliveryPurchase,
  type SpendRoomCheck,
} from '../delivery'
import type { DeltaSharingFileLinks } from './delta-sharing-files.service'
import { pageOf, sameName, uniqueNames } from './delta-sharing-names'
import type { DeltaSharingRepository, SharedVersion } from './delta-sharing.repository'

export interface DeltaSharingDependencies {
  activeFilePurchases: (tenantId: string, now: Date) => Promise<DeliveryPurchase[]>
  shares: DeltaSharingRepository
  datasetFiles: Pick<DatasetFiles, 'entitled'>
  links: DeltaSharingFileLinks
  assertSpendRoom?: SpendRoomCheck | undefined
  now?: () => Date
}

interface SharedTable {
  name: string
  schema: string
  share: string
  shareId: string
  id: string
  purchase: DeliveryPurchase & { datasetId: string }
}

type Line = Record<string, unknown>
/** An ndjson answer: its lines and the table version for the Delta-Table-Version header. */
export interface NdjsonAnswer {
  version: number
  lines: Line[]
}

const refusal = (key: keyof typeof codes, status: number) => new AppError(codes[key], status, messages[key])
const versionPattern = /^\d{1,9}$/

/**
 * The sharing server's answers (docs/decisions/0066-delta-sharing.md). A company's share is worked out
 * on each call from its purchases, exactly as downloads decide: a purchase that is suspended, revoked or
 * expired is simply not in it, a subscription sees each version published since it began and reads the
 * newest, a one-time purchase sees the version it bought.
 */
export function createDeltaSharingService({
  activeFilePurchases,
  shares,
  datasetFiles,
  links,
  assertSpendRoom,
  now = () => new Date(),
}: DeltaSharingDependencies) {
  async function shareOf({ tenantId }: ShareRecipient) {
    const seen = new Set<string>()
    const purchases = (await activeFilePurchases(tenantId, now())).filter(
      (purchase): purchase is DeliveryPurchase & { datasetId: string } => {
        // One table per product: the newest approval of it, which comes first.
        if (refusalOf(purchase, 'DOWNLOAD') || seen.has(purchase.productId)) return false
        seen.add(purchase.productId)
        return true
      },
    )
    const providerIds = [...new Set(purchases.map((purchase) => purchase.providerTenantId))]
    const names = await shares.companyNames([tenantId, ...providerIds])
    const [share] = uniqueNames(
      [tenantId],
      (id) => names.get(id) ?? 'share',
      (id) => id,
    )
    const providers = providerIds
      .map((id) => ({ id, text: names.get(id) ?? 'provider' }))
      .sort((a, b) => a.text.localeCompare(b.text) || a.id.localeCompare(b.id))
    const schemaNames = uniqueNames(
      providers,
      (provider) => provider.text,
      (provider) => provider.id,
    )
    const schemas = providers.map((provider, index) => ({ name: schemaNames[index]!, id: provider.id }))
    const tables: SharedTable[] = schemas.flatMap((schema) => {
      const own = purchases
        .filter((purchase) => purchase.providerTenantId === schema.id)
        .sort((a, b) => a.productName.localeCompare(b.productName) || a.productId.localeCompare(b.productId))
      const tableNames = uniqueNames(
        own,
        (purchase) => purchase.productName,
        (purchase) => purchase.productId,
      )
      return own.map((purchase, index) => ({
        name: tableNames[index]!,
        schema: schema.name,
        share: share!,
        shareId: tenantId,
        id: purchase.productId,
        purchase,
      }))
    })
    return { name: share!, id: tenantId, schemas, tables }
  }

  async function findShare(recipient: ShareRecipient, shareName: string) {
    const share = await shareOf(recipient)
    if (!sameName(share.name, shareName)) throw refusal('shareNotFound', 404)
    return share
  }

  async function findSchema(recipient: ShareRecipient, shareName: string, schemaName: string) {
    const share = await findShare(recipient, shareName)
    const schema = share.schemas.find((candidate) => sameName(candidate.name, schemaName))
    if (!schema) throw refusal('schemaNotFound', 404)
    return { share, schema }
  }

  async function findTable(
    recipient: ShareRecipient,
    names: { share: string; schema: string; table: string },
  ) {
    const { share, schema } = await findSchema(recipient, names.share, names.schema)
    const table = share.tables.find(
      (candidate) => candidate.schema === schema.name && sameName(candidate.name, names.table),
    )
    if (!table) throw refusal('tableNotFound', 404)
    return table
  }

  /** The versions a purchase may read, oldest first, and the one it reads by default (the last). */
  async function versionsOf(table: SharedTable): Promise<SharedVersion[]> {
    const { purchase } = table
    const current = await datasetFiles.entitled(
      purchase.providerTenantId,
      purchase.datasetId,
      entitlementDate(purchase),
    )
    if (!current) throw refusal('tableNotReady', 409)
    const published = await shares.publishedVersions(purchase.providerTenantId, purchase.datasetId)
    if (!isSubscription(purchase)) return published.filter((version) => version.id === current.versionId)
    const bought = await datasetFiles.entitled(
      purchase.providerTenantId,
      purchase.datasetId,
      purchase.decidedAt ?? null,
    )
    const from = bought?.versionNo ?? current.versionNo
    return published.filter((version) => version.versionNo >= from && version.versionNo <= current.versionNo)
  }

  /** The version asked for (or the current one), with its Parquet; refused when not the purchase's to read. */
  async function chosenVersion(table: SharedTable, asked: number | undefined, timestamp: unknown) {
    if (timestamp !== undefined) throw refusal('timestampNotOffered', 400)
    const versions = await versionsOf(table)
    const version = asked === undefined ? versions.at(-1) : versions.find((item) => item.versionNo === asked)
    if (!version)
      throw refusal(
        asked === undefined ? 'tableNotReady' : 'versionNotVisible',
        asked === undefined ? 409 : 400,
      )
    if (!version.parquetKey || !version.parquetSchema || version.parquetSize === null) {
      throw refusal('tableNotReady', 409)
    }
    return {
      ...version,
      parquetKey: version.parquetKey,
      parquetSchema: version.parquetSchema,
      parquetSize: version.parquetSize,
    }
  }

  function headLines(
    table: SharedTable,
    version: { versionNo: number; parquetSchema: string; parquetSize: number },
    isVersioned: boolean,
  ): Line[] {
    return [
      { protocol: { minReaderVersion: 1 } },
      {
        metaData: {
          id: table.id,
          name: table.name,
          format: { provider: 'parquet' },
          schemaString: version.parquetSchema,
          partitionColumns: [],
          configuration: {},
          size: version.parquetSize,
          numFiles: 1,
          ...(isVersioned ? { version: version.versionNo } : {}),
        },
      },
    ]
  }

  const parsedVersion = (text: string | undefined) => {
    if (text === undefined) return undefined
    if (!versionPattern.test(text)) throw refusal('badRequest', 400)
    return Number(text)
  }

  return {
    async listShares(recipient: ShareRecipient, page: DeltaSharingPageQuery) {
      const share = await shareOf(recipient)
      return pageOf([{ name: share.name, id: share.id }], page)
    },

    async getShare(recipient: ShareRecipient, shareName: string) {
      const share = await findShare(recipient, shareName)
      return { share: { name: share.name, id: share.id } }
    },

    async listSchemas(recipient: ShareRecipient, shareName: string, page: DeltaSharingPageQuery) {
      const share = await findShare(recipient, shareName)
      return pageOf(
        share.schemas.map((schema) => ({ name: schema.name, share: share.name })),
        page,
      )
    },

    async listTables(
      recipient: ShareRecipient,
      names: { share: string; schema: string },
      page: DeltaSharingPageQuery,
    ) {
      const { share, schema } = await findSchema(recipient, names.share, names.schema)
      return pageOf(share.tables.filter((table) => table.schema === schema.name).map(tableItem), page)
    },

    async listAllTables(recipient: ShareRecipient, shareName: string, page: DeltaSharingPageQuery) {
      const share = await findShare(recipient, shareName)
      return pageOf(share.tables.map(tableItem), page)
    },

    /** The version a connector reads by default: the file's version number. */
    async tableVersion(recipient: ShareRecipient, names: { share: string; schema: string; table: string }) {
      const table = await findTable(recipient, names)
      const current = (await versionsOf(table)).at(-1)
      if (!current) throw refusal('tableNotReady', 409)
      return current.versionNo
    },

    async metadata(
      recipient: ShareRecipient,
      names: { share: string; schema: string; table: string },
      query: DeltaSharingMetadataQuery,
    ): Promise<NdjsonAnswer> {
      const table = await findTable(recipient, names)
      const asked = parsedVersion(query.version)
      const version = await chosenVersion(table, asked, query.timestamp)
      return { version: version.versionNo, lines: headLines(table, version, asked !== undefined) }
    },

    /** Hints (predicates, limit) are accepted and not applied: a table is one file the connector filters. */
    async query(
      recipient: ShareRecipient,
      names: { share: string; schema: string; table: string },
      body: DeltaSharingQueryBody,
    ): Promise<NdjsonAnswer> {
      const table = await findTable(recipient, names)
      if (body?.startingVersion !== undefined || body?.endingVersion !== undefined) {
        throw refusal('changesNotOffered', 400)
      }
      const version = await chosenVersion(table, body?.version, body?.timestamp)
      await assertSpendRoom?.(table.purchase.consumerTenantId, table.purchase.productId)
      const isVersioned = body?.version !== undefined
      const link = links.sign(recipient, table.purchase.transactionNo, version.id)
      const file = {
        url: link.url,
        id: version.parquetSha256 ?? version.id,
        partitionValues: {},
        size: version.parquetSize,
        stats: JSON.stringify({ numRecords: version.rowCount }),
        expirationTimestamp: link.expiresAt.getTime(),
        ...(isVersioned
          ? { version: version.versionNo, timestamp: version.publishedAt?.getTime() ?? null }
          : {}),
      }
      return { version: version.versionNo, lines: [...headLines(table, version, isVersioned), { file }] }
    },
  }
}

function tableItem(table: SharedTable) {
  return { name: table.name, schema: table.schema, share: table.share, shareId: table.shareId, id: table.id }
}

export type DeltaSharingService = ReturnType<typeof createDeltaSharingService>
