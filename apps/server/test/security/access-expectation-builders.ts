import type { AccessFixtures } from './access-fixtures'
import type { AccessExpectation, IdOptions, RequestInput } from './access-expectation-types'

// The words the access expectations are written in: who owns a resource and how a request names it.
export const providerOwner = 'owner@provider.test'
export const consumerOwner = 'owner@consumer.test'

export const caller: AccessExpectation = { scope: 'caller' }
export const shared = (why: string): AccessExpectation => ({ scope: 'shared', why })
export const elsewhere = (where: string): AccessExpectation => ({ scope: 'elsewhere', where })
export const read = (
  owner: string,
  request: (fixtures: AccessFixtures) => RequestInput,
  options: IdOptions = {},
): AccessExpectation => ({ scope: 'id', owner, request, isReadOnly: true, ...options })
export const change = (
  owner: string,
  request: (fixtures: AccessFixtures) => RequestInput,
  foreignStatus = 404,
): AccessExpectation => ({ scope: 'id', owner, request, isReadOnly: false, foreignStatus })

export const byId = (id: string) => ({ params: { id } })
export const byTransaction = (transactionNo: string) => ({ params: { transaction_no: transactionNo } })
export const operatorConsole = shared('the operators look after every company; only operators pass the gate')
export const dropdown = caller

export const apiDatasetBody = (fixtures: AccessFixtures) => ({
  id: fixtures.apiDataset,
  name: 'Taken over',
  base_url: 'https://upstream.example.com',
  path: '/lookup',
  method: 'GET',
  request_params: [],
  headers: [],
  api_setting_id: fixtures.apiSetting,
  response_sample: '{"ok":true}',
  response_time: 'UNDER_500_MS',
  operational_hour_from: '08:00',
  operational_hour_to: '17:00',
  tag: [],
  description: 'Taken over',
  short_description: 'Taken over',
})

export const storageUpdate = (id: string) => ({
  body: { id, name: 'Taken over', cloud_provider: 'LOCAL', storage_config: { folder: 'taken-over' } },
})
