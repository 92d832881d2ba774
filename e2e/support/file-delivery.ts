import { expect, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test'
import type { DemoAccount } from './accounts'
import { sessionOf } from './api-session'

export const dataDeliveryPath = '/consumer/my-transaction/data-delivery'
export const fileDatasetDetail = (id: string) => `/provider/data-management/datasets/detail/file-based/${id}`

/** The value of a labelled fact on a detail card (components/detail/fact.tsx): the text under its label. */
export function factOf(scope: Locator, label: string): Locator {
  return scope.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]')
}

/**
 * Picks an option of a Mantine Select inside a part of the page (a dialog, one subscription's row): its
 * options open in a layer of their own, outside that part.
 */
export async function chooseIn(
  page: Page,
  scope: Locator,
  label: string,
  option: string | RegExp,
): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option }).click()
}

async function okData<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: T }).data
}

export interface DownloadInfo {
  version_no: number
  file_name: string
  file_size: number
  row_count: number
  sha256: string
}

export interface DeliveryOptions {
  purchases: { transaction_no: string; product_name: string; version_no: number; file_name: string }[]
  storage_settings: { id: string; name: string; bucket: string; status: string }[]
}

/** The consumer's side of file delivery as one signed-in demo user calls it. */
export async function fileDeliveryApiOf(request: APIRequestContext, account: DemoAccount) {
  const headers = { authorization: `Bearer ${(await sessionOf(request, account)).access_token}` }
  const base = '/api/transaction/consumer'
  return {
    /** What the purchase's Download block shows: version, name, size, rows and SHA-256. */
    async downloadInfo(transactionNo: string): Promise<DownloadInfo> {
      return okData(await request.get(`${base}/purchased/download-info/${transactionNo}`, { headers }))
    },

    /** The Data delivery screen's choices: deliverable purchases and the company's storage settings. */
    async options(): Promise<DeliveryOptions> {
      return okData(await request.get(`${base}/data-delivery/options`, { headers }))
    },

    /** Switches a subscription's auto-delivery on, into a storage setting and folder. */
    async switchAutoDeliveryOn(transactionNo: string, storageSettingId: string, path: string) {
      return okData(
        await request.put(`${base}/data-delivery/auto-delivery`, {
          headers,
          data: { transaction_no: transactionNo, is_on: true, storage_setting_id: storageSettingId, path },
        }),
      )
    },

    /**
     * The files under a folder of one of the company's consumer-side storage settings, as the data-asset
     * form lists them (the owner's): where a delivery can be seen to have landed.
     */
    async filesIn(storageSettingId: string, bucket: string, prefix: string): Promise<string[]> {
      const list = await okData<{ data: { value: string }[] }>(
        await request.get('/api/data/dropdown/bucket-file', {
          headers,
          params: { user_type: 'consumer', storage_setting_id: storageSettingId, bucket, prefix },
        }),
      )
      return list.data.map((file) => file.value)
    },
  }
}

/**
 * The provider's side, through the API as the screens call it: a file dataset, made active from a CSV,
 * and a published subscription product on it delivered to cloud storage. For journeys whose point is
 * what happens to such a product afterwards.
 */
export async function fileCatalogueApiOf(request: APIRequestContext, account: DemoAccount) {
  const headers = { authorization: `Bearer ${(await sessionOf(request, account)).access_token}` }
  return {
    async addFileDataset(name: string, fileName: string, csv: string): Promise<string> {
      const form = new FormData()
      form.append('name', name)
      form.append('short_description', `${name}, monthly`)
      form.append('description', `${name}: one row per region and month.`)
      form.append('file_type', 'CSV')
      form.append('delimiter', 'COMMA')
      form.append('file', new Blob([csv], { type: 'text/csv' }), fileName)
      const dataset = await okData<{ id: string }>(
        await request.post('/api/data/provider/datasets/file/add?draft=false', { headers, multipart: form }),
      )
      return dataset.id
    },

    async publishSubscriptionProduct(datasetId: string, name: string): Promise<string> {
      const form = new FormData()
      const fields: Record<string, string> = {
        name,
        short_description: `${name}, delivered to your bucket`,
        description: `${name}: a monthly subscription, each new file delivered to your cloud storage.`,
        category: 'AGRICULTURE',
        data_type: 'FILE',
        dataset_source_id: datasetId,
        pricing_model: 'SUBSCRIPTION',
        unit: 'MONTH',
        price: '1500000',
        delivery_method: 'CLOUD_STORAGE',
        is_default_data_access_agreement: 'true',
      }
      for (const [field, value] of Object.entries(fields)) form.append(field, value)
      const product = await okData<{ id: string }>(
        await request.post('/api/data/provider/products/add?draft=false', { headers, multipart: form }),
      )
      return product.id
    },
  }
}
