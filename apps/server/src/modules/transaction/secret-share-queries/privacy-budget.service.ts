import {
  privacyBudget,
  privacyBudgetExhaustedCode,
  privacyBudgetMonthOf,
  privacyBudgetRefusals,
  secretShareErrorMessages,
  type PrivacyBudgetView,
  type ProviderBudgetView,
} from '@lumbung/contract'
import type { Actor } from '../../../lib/access'
import { AppError } from '../../../lib/errors'
import type { PrivacyBudgetPurpose } from '../../../db/schema'
import type { PrivacyBudgetRepository } from './privacy-budget.repository'

export interface BudgetOwner {
  consumerTenantId: string
  productId: string
}

const totalOf = (purpose: PrivacyBudgetPurpose, productBudget: number | null) =>
  purpose === 'FIT_TEST'
    ? privacyBudget.fitTestMonthlyMicroRho
    : (productBudget ?? privacyBudget.monthlyMicroRho)

/**
 * Each consumer company's privacy budget on a product, per Asia/Jakarta month
 * (docs/decisions/0064-differential-privacy.md): queries spend the product's monthly total (the
 * provider's, or the default), fit tests a small pre-purchase budget of their own. A charge happens before
 * the noisy release it pays for; a query that then fails before its result gets it back.
 */
export function createPrivacyBudgetService({
  repository,
  now = () => new Date(),
}: {
  repository: PrivacyBudgetRepository
  now?: () => Date
}) {
  async function viewOf(
    owner: BudgetOwner,
    purpose: PrivacyBudgetPurpose,
    productBudget: number | null,
    at: Date,
  ): Promise<PrivacyBudgetView> {
    const { month, renewsOn } = privacyBudgetMonthOf(at)
    const total = totalOf(purpose, productBudget)
    const used = await repository.usedOf({ ...owner, month, purpose })
    return {
      total_micro_rho: total,
      used_micro_rho: used,
      left_micro_rho: Math.max(0, total - used),
      renews_on: renewsOn,
    }
  }

  /**
   * Charges `cost` now or refuses with PRIVACY_BUDGET_EXHAUSTED, naming the renewal date. Returns the
   * budget after the charge and how to give the charge back.
   */
  async function charge(
    owner: BudgetOwner,
    purpose: PrivacyBudgetPurpose,
    cost: number,
    productBudget: number | null,
    at: Date,
  ) {
    const { month, renewsOn } = privacyBudgetMonthOf(at)
    const key = { ...owner, month, purpose }
    const total = totalOf(purpose, productBudget)
    const used = await repository.charge(key, cost, total)
    if (used === null) {
      const left = Math.max(0, total - (await repository.usedOf(key)))
      const message =
        purpose === 'FIT_TEST'
          ? privacyBudgetRefusals.fitTest(renewsOn)
          : privacyBudgetRefusals.query({ left, cost, renewsOn })
      throw new AppError(privacyBudgetExhaustedCode, 429, message, undefined, {
        renews_on: renewsOn,
        left_micro_rho: left,
      })
    }
    const budget: PrivacyBudgetView = {
      total_micro_rho: total,
      used_micro_rho: used,
      left_micro_rho: Math.max(0, total - used),
      renews_on: renewsOn,
    }
    return { budget, refund: () => repository.refund(key, cost) }
  }

  async function providerView(actor: Actor, productId: string): Promise<ProviderBudgetView> {
    const product = await repository.findProviderProduct(actor.tenantId, productId)
    if (!product) throw new AppError('PRODUCT_NOT_FOUND', 404, secretShareErrorMessages.productNotFound)
    const { month, renewsOn } = privacyBudgetMonthOf(now())
    const total = product.budget ?? privacyBudget.monthlyMicroRho
    const rows = await repository.useOfProduct(actor.tenantId, productId, month)
    const buyers = new Map<string, ProviderBudgetView['buyers'][number]>()
    for (const row of rows) {
      const buyer = buyers.get(row.consumerTenantId) ?? {
        company_name: row.companyName,
        used_micro_rho: 0,
        left_micro_rho: total,
        queries: 0,
        fit_test_used_micro_rho: 0,
      }
      if (row.purpose === 'QUERY') {
        buyer.used_micro_rho = Number(row.used)
        buyer.left_micro_rho = Math.max(0, total - Number(row.used))
        buyer.queries = row.charges
      } else {
        buyer.fit_test_used_micro_rho = Number(row.used)
      }
      buyers.set(row.consumerTenantId, buyer)
    }
    return {
      product_id: product.id,
      is_secret_share: product.dataType === 'SECRET_SHARE',
      monthly_total_micro_rho: total,
      is_default: product.budget === null,
      month,
      renews_on: renewsOn,
      buyers: [...buyers.values()],
    }
  }

  return {
    queryBudget: (owner: BudgetOwner, productBudget: number | null, at = now()) =>
      viewOf(owner, 'QUERY', productBudget, at),
    fitTestBudget: (owner: BudgetOwner, at = now()) => viewOf(owner, 'FIT_TEST', null, at),
    chargeQuery: (owner: BudgetOwner, cost: number, productBudget: number | null, at = now()) =>
      charge(owner, 'QUERY', cost, productBudget, at),
    chargeFitTest: (owner: BudgetOwner, at = now()) =>
      charge(owner, 'FIT_TEST', privacyBudget.fitTestMicroRho, null, at),
    productBudget: (productId: string) => repository.productBudget(productId),

    providerView,

    /** The provider sets a secret-share product's monthly budget per buyer company, from this month on. */
    async setProviderBudget(actor: Actor, productId: string, monthlyTotal: number) {
      const product = await repository.findProviderProduct(actor.tenantId, productId)
      if (!product) throw new AppError('PRODUCT_NOT_FOUND', 404, secretShareErrorMessages.productNotFound)
      if (product.dataType !== 'SECRET_SHARE') {
        throw new AppError('NOT_A_SECRET_SHARE_PRODUCT', 409, secretShareErrorMessages.productNotSecretShare)
      }
      await repository.setProductBudget(actor.tenantId, productId, monthlyTotal)
      return providerView(actor, productId)
    },
  }
}
export type PrivacyBudgetService = ReturnType<typeof createPrivacyBudgetService>
