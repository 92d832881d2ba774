import { formatDate, privacyBudget, privacyBudgetMonthOf } from '@lumbung/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { borrowersPerCity } from '../../../seed/demo-catalogue-files'
import {
  cardHolders,
  openDemoProduct,
  spreadOf,
  strangers,
  type DemoProduct,
} from './demo-product.test-helpers'

/**
 * The attacks a buyer of the demo's "Customer Spending Insights" could try on the product it bought
 * (docs/decisions/0064-differential-privacy.md), through the API as `npm start` serves it. Every claim is
 * statistical but set many standard deviations wide, so that none fails by chance more than about once
 * in a hundred thousand runs.
 */
describe('a buyer attacking the demo secret-share product', () => {
  let demo: DemoProduct
  /** The 101st card holder: the person the attacker wants to learn about. */
  const target = cardHolders[100]!
  const base = cardHolders.slice(0, 100).map((holder) => holder.nik)
  let withTarget: string
  let withoutTarget: string
  beforeAll(async () => {
    demo = await openDemoProduct()
    withoutTarget = await demo.listOf(base, 'Customers')
    withTarget = await demo.listOf([...base, target.nik], 'Customers and one more')
  }, 120_000)
  afterAll(async () => demo.close())

  const queriesPerMonth = privacyBudget.monthlyMicroRho / privacyBudget.defaultQueryMicroRho
  const renewsOn = privacyBudgetMonthOf(new Date()).renewsOn

  it(`learns no one's spend by differencing two lists, and is stopped after ${queriesPerMonth} queries`, async () => {
    expect(queriesPerMonth).toBe(30)
    const sumOf = async (assetId: string) =>
      Number((await demo.rowsOf(assetId, { aggregate: 'SUM', measure: 'monthly_spend_idr' }))[0]!.value)
    const recovered: number[] = []
    for (let run = 0; run < queriesPerMonth / 2; run += 1) {
      recovered.push((await sumOf(withTarget)) - (await sumOf(withoutTarget)))
    }
    // The error bar of one sum: 1.96 × Rp 25,000,000 × 5 = Rp 245,000,000, far above a month's spend.
    const errors = recovered.map((value) => Math.abs(value - target.spend))
    expect(errors.filter((error) => error === 0)).toHaveLength(0)
    // Off by more than Rp 2,450,000 (a hundredth of the error bar) in at least 10 of 15 runs.
    expect(errors.filter((error) => error > 2_450_000).length).toBeGreaterThanOrEqual(10)
    expect(spreadOf(recovered)).toBeGreaterThan(25_000_000)

    // The 31st query of the month is refused before it runs: neither kept, billed nor charged.
    const historyBefore = await demo.historyCount()
    const billableBefore = (await demo.usageOf()).filter((record) => record.isBillable).length
    const refused = await demo.query(withTarget, { aggregate: 'SUM', measure: 'monthly_spend_idr' })
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({
      code: 'PRIVACY_BUDGET_EXHAUSTED',
      message: `This product's privacy budget for this month is spent: 0.000 is left and this query needs 0.040. It renews on ${formatDate(renewsOn)}; nothing was billed.`,
      details: { renews_on: renewsOn, left_micro_rho: 0 },
    })
    expect(await demo.historyCount()).toBe(historyBefore)
    const records = await demo.usageOf()
    expect(records.filter((record) => record.isBillable)).toHaveLength(billableBefore)
    expect(records.filter((record) => record.errorCode === 'PRIVACY_BUDGET_EXHAUSTED')).toMatchObject([
      { outcome: 'REJECTED', isBillable: false, httpStatus: 429 },
    ])
    expect((await demo.options()).privacy_budget).toEqual({
      total_micro_rho: privacyBudget.monthlyMicroRho,
      used_micro_rho: privacyBudget.monthlyMicroRho,
      left_micro_rho: 0,
      renews_on: renewsOn,
    })
  })

  it("shows the provider each buyer's use, and lets it raise the monthly budget", async () => {
    const url = `/api/data/provider/products/privacy-budget/${demo.purchase.product_id}`
    const before = await demo.test.app.inject({ url, headers: demo.provider })
    expect(before.statusCode, before.body).toBe(200)
    expect(before.json().data).toMatchObject({
      is_secret_share: true,
      is_default: true,
      monthly_total_micro_rho: privacyBudget.monthlyMicroRho,
      renews_on: renewsOn,
      buyers: [
        {
          company_name: expect.stringContaining('Konsumen Maju'),
          used_micro_rho: privacyBudget.monthlyMicroRho,
          left_micro_rho: 0,
          queries: queriesPerMonth,
          fit_test_used_micro_rho: 0,
        },
      ],
    })
    const raised = await demo.test.app.inject({
      method: 'PUT',
      url,
      headers: demo.provider,
      payload: { monthly_total_micro_rho: privacyBudget.maxMonthlyMicroRho },
    })
    expect(raised.statusCode, raised.body).toBe(200)
    expect(raised.json()).toMatchObject({
      message: 'Monthly privacy budget saved',
      data: { is_default: false, buyers: [{ left_micro_rho: 8_800_000 }] },
    })
    // The buyer cannot see or set it, nor can another provider.
    const buyerTry = await demo.test.app.inject({ url, headers: demo.consumer })
    expect(buyerTry.statusCode).toBe(403)
    expect((await demo.options()).privacy_budget.left_micro_rho).toBe(8_800_000)
  })

  it("learns no one's membership by differencing counts", async () => {
    const countOf = async (assetId: string) => (await demo.rowsOf(assetId))[0]!.match_count!
    const differences: number[] = []
    for (let run = 0; run < 20; run += 1) {
      differences.push((await countOf(withTarget)) - (await countOf(withoutTarget)))
    }
    // σ of a difference is 5 people: the exact answer, 1, comes up about one run in twelve.
    expect(differences.filter((difference) => difference === 1).length).toBeLessThanOrEqual(10)
    expect(spreadOf(differences)).toBeGreaterThan(1.5)
  })

  it('learns nothing of a group left out from the total minus the groups shown', async () => {
    const matched = Object.values(borrowersPerCity).reduce((sum, count) => sum + count, 0)
    const recovered: number[] = []
    let bogorNamed = 0
    for (let run = 0; run < 12; run += 1) {
      const groups = await demo.rowsOf(demo.borrowerList, { group_by: 'city' })
      const [total] = await demo.rowsOf(demo.borrowerList)
      if (groups.some((row) => row.group === 'Kota Bogor')) bogorNamed += 1
      expect(groups.every((row) => !row.is_suppressed)).toBe(true)
      const shownTruth = groups.reduce((sum, row) => sum + borrowersPerCity[row.group!]!, 0)
      const shown = groups.reduce((sum, row) => sum + row.match_count!, 0)
      // What the attacker computes for the cities it was not shown, less what they truly hold.
      recovered.push(total!.match_count! - shown - (matched - shownTruth))
    }
    // Kota Bogor (6 borrowers) would need four standard deviations of noise to be named.
    expect(bogorNamed).toBeLessThanOrEqual(1)
    expect(recovered.filter((error) => error === 0).length).toBeLessThanOrEqual(6)
    expect(spreadOf(recovered)).toBeGreaterThan(1)
  })

  it('learns neither whether one person is in the data nor where they live from a list of one', async () => {
    const member = await demo.listOf([target.nik], 'Just one')
    const stranger = await demo.listOf(strangers(1), 'Just someone else')
    const shown = { member: 0, stranger: 0 }
    for (let run = 0; run < 10; run += 1) {
      for (const [who, list] of [
        ['member', member],
        ['stranger', stranger],
      ] as const) {
        // Grouped: no city is named, the person's own or any other.
        expect(await demo.rowsOf(list, { group_by: 'city' })).toEqual([])
        if (!(await demo.rowsOf(list))[0]!.is_suppressed) shown[who] += 1
      }
    }
    // Ungrouped: the line is suppressed in nearly every run, the member's as the stranger's. A count of 1
    // reaches k = 10 with noise of σ² = 12.5 in 0.8 % of runs, so 4 lines of 10 shown by chance is about
    // one run in a million; 3 would be about one in 17,000.
    expect(shown.member).toBeLessThanOrEqual(3)
    expect(shown.stranger).toBeLessThanOrEqual(3)
  })

  it('learns no one’s membership from the fit test by padding a list to a rounding boundary', async () => {
    // 24 card holders and junk up to 196 identifiers: 24 matches read 12.2 % (rounded to 10 %), 25
    // read 12.8 % (rounded to 15 %). Without noise the target's presence would flip the rate.
    const known = cardHolders.slice(0, 24).map((holder) => holder.nik)
    const withMember = await demo.listOf([...known, target.nik, ...strangers(171)], 'Padded with target')
    const withStranger = await demo.listOf([...known, ...strangers(172, 500)], 'Padded without target')
    const answersOf = async (list: string) => {
      const answers: (number | 'none')[] = []
      for (let run = 0; run < 24; run += 1) {
        await demo.freshFitTestMonth()
        const response = await demo.fitTest(list)
        expect([200, 422], response.body).toContain(response.statusCode)
        answers.push(response.statusCode === 200 ? response.json().data.match_rate_percent : 'none')
      }
      return answers
    }
    const memberAnswers = await answersOf(withMember)
    const strangerAnswers = await answersOf(withStranger)
    // Each list gives, at some run, the answer the attacker reads as the other list's.
    expect(memberAnswers.some((answer) => answer === 'none' || answer <= 10)).toBe(true)
    expect(strangerAnswers.some((answer) => answer !== 'none' && answer >= 15)).toBe(true)
  })
})
