import { describe, expect, it } from 'vitest'
import { transactionLinksFor } from './my-transaction-links'

const user = {
  application_role: 'admin' as const,
  is_consumer: true,
  is_provider: true,
  user_is_verified: true,
  company_is_verified: true,
}

describe('transaction overview links', () => {
  it('offers consumer admins every transaction screen', () => {
    expect(transactionLinksFor('consumer', user).map((link) => link.title)).toEqual([
      'My request',
      'Purchased data',
      'Data delivery',
    ])
  })

  it('offers consumer members only purchased data', () => {
    expect(
      transactionLinksFor('consumer', { ...user, application_role: 'member' }).map((link) => link.title),
    ).toEqual(['Purchased data'])
  })

  it('offers provider members only the data-need board, since approval and summary are for admins', () => {
    expect(
      transactionLinksFor('provider', { ...user, application_role: 'member' }).map((link) => link.path),
    ).toEqual(['/provider/my-transaction/data-needs'])
    expect(transactionLinksFor('provider', user)).toHaveLength(3)
  })
})
