import { describe, expect, it } from 'vitest'
import type { AccessSubject } from '@lumbung/contract'
import { sectionCardsFor } from './section-cards'

const subject = (overrides: Partial<AccessSubject>): AccessSubject => ({
  application_role: 'member',
  is_consumer: true,
  is_provider: true,
  user_is_verified: true,
  company_is_verified: true,
  ...overrides,
})

const labels = (user: AccessSubject, userType: 'consumer' | 'provider') =>
  sectionCardsFor(user, userType).map((card) => card.label)

describe('landing page sections', () => {
  it('gives a consumer member only what members may open', () => {
    expect(labels(subject({}), 'consumer')).toEqual(['Purchased Data', 'Marketplace', 'My Account'])
  })

  it('gives a consumer admin requests, deliveries and user management too', () => {
    expect(labels(subject({ application_role: 'admin' }), 'consumer')).toEqual([
      'My Request',
      'Data Delivery',
      'Purchased Data',
      'Marketplace',
      'My Account',
      'Manage Users',
    ])
  })

  it('gives the owner every section, billing and settings included', () => {
    const owner = labels(subject({ application_role: 'superadmin' }), 'provider')
    expect(owner).toContain('Settlement History')
    expect(owner).toContain('API')
    expect(owner).toContain('Subscription')
    expect(owner).not.toContain('Dashboard')
  })

  it('describes every section it offers', () => {
    for (const card of sectionCardsFor(subject({ application_role: 'superadmin' }), 'consumer')) {
      expect(card.description, card.label).not.toBe('')
    }
    for (const card of sectionCardsFor(subject({ application_role: 'superadmin' }), 'provider')) {
      expect(card.description, card.label).not.toBe('')
    }
  })
})
