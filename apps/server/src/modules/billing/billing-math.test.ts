import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { invoiceFigures, settlementFigures, shareOf, type Charge, type Credit } from './billing-math'
import { addMonths, periodEnd, periodOf, periodStart } from './billing-period'

const tenantIds = ['c1', 'c2', 'c3']
const providerIds = ['p1', 'p2']

const charge: fc.Arbitrary<Charge> = fc
  .record({
    kind: fc.constantFrom('PAY_PER_CALL', 'PAY_PER_QUERY', 'SUBSCRIPTION', 'ONE_TIME' as const),
    consumer: fc.constantFrom(...tenantIds),
    provider: fc.constantFrom(...providerIds),
    product: fc.constantFrom('a', 'b', 'c'),
    quantity: fc.integer({ min: 1, max: 10_000 }),
    price: fc.integer({ min: 0, max: 50_000_000 }),
  })
  .map(({ kind, consumer, provider, product, quantity, price }) => ({
    kind,
    consumerTenantId: consumer,
    consumerLegalName: consumer.toUpperCase(),
    providerTenantId: provider,
    providerLegalName: provider.toUpperCase(),
    productId: `${provider}-${product}`,
    productName: product,
    transactionNo: kind === 'SUBSCRIPTION' || kind === 'ONE_TIME' ? `TRX-${consumer}-${product}` : null,
    quantity,
    unitPrice: null,
    amount: quantity * price,
  }))

const basisPoints = fc.integer({ min: 0, max: 10_000 })

/** A credit to a consumer against a provider's product (docs/decisions/0052). */
const credit: fc.Arbitrary<Credit> = fc
  .record({
    kind: fc.constantFrom('SLA', 'DISPUTE' as const),
    consumer: fc.constantFrom(...tenantIds),
    provider: fc.constantFrom(...providerIds),
    product: fc.constantFrom('a', 'b', 'c'),
    amount: fc.integer({ min: 1, max: 10_000_000 }),
  })
  .map(({ kind, consumer, provider, product, amount }) => ({
    kind,
    consumerTenantId: consumer,
    providerTenantId: provider,
    providerLegalName: provider.toUpperCase(),
    productId: `${provider}-${product}`,
    productName: product,
    amount,
  }))

describe('billing arithmetic', () => {
  it('rounds a percentage half up, once', () => {
    expect(shareOf(1000, 1100)).toBe(110)
    expect(shareOf(5, 1000)).toBe(1) // 0,5 rounds up
    expect(shareOf(4, 1000)).toBe(0) // 0,4 rounds down
    expect(shareOf(3_022_000, 1100)).toBe(332_420)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), basisPoints, (amount, points) => {
        const share = shareOf(amount, points)
        // Exact: |share × 10 000 − amount × points| ≤ 5 000, and a tie goes up.
        const difference = BigInt(share) * 10_000n - BigInt(amount) * BigInt(points)
        return difference >= -4_999n && difference <= 5_000n
      }),
    )
  })

  it("adds an invoice's lines up to its total, VAT a line of its own", () => {
    fc.assert(
      fc.property(fc.array(charge, { maxLength: 40 }), basisPoints, (charges, vat) => {
        const figures = invoiceFigures(charges, vat)
        const sum = figures.lines.reduce((total, line) => total + line.amount, 0)
        const subtotal = figures.lines
          .filter((line) => line.kind !== 'VAT')
          .reduce((total, line) => total + line.amount, 0)
        expect(sum).toBe(figures.total)
        expect(subtotal).toBe(figures.subtotal)
        expect(figures.total).toBe(figures.subtotal + figures.vat)
        expect(figures.lines.filter((line) => line.kind === 'VAT')).toHaveLength(1)
      }),
    )
  })

  it('keeps net + fee + credits = gross for every settlement', () => {
    fc.assert(
      fc.property(fc.array(charge, { maxLength: 40 }), basisPoints, (charges, fee) => {
        const figures = settlementFigures(charges, fee)
        expect(figures.net + figures.platformFee + figures.slaCredits).toBe(figures.gross)
        expect(figures.lines.reduce((total, line) => total + line.amount, 0)).toBe(figures.gross)
        expect(figures.platformFee).toBeLessThanOrEqual(figures.gross)
      }),
    )
  })

  it("reconciles a month: the consumers' invoices and the providers' settlements bill the same charges", () => {
    fc.assert(
      fc.property(fc.array(charge, { maxLength: 60 }), basisPoints, basisPoints, (charges, vat, fee) => {
        const everything = charges.reduce((total, item) => total + item.amount, 0)
        const invoiced = tenantIds
          .map(
            (id) =>
              invoiceFigures(
                charges.filter((item) => item.consumerTenantId === id),
                vat,
              ).subtotal,
          )
          .reduce((total, value) => total + value, 0)
        const settled = providerIds.map((id) =>
          settlementFigures(
            charges.filter((item) => item.providerTenantId === id),
            fee,
          ),
        )
        const gross = settled.reduce((total, figures) => total + figures.gross, 0)
        const paidOut = settled.reduce((total, figures) => total + figures.net + figures.platformFee, 0)
        expect(invoiced).toBe(everything)
        expect(gross).toBe(everything)
        expect(paidOut).toBe(everything)
      }),
    )
  })

  it('shows each credit as a negative line that the subtotal, VAT and total include', () => {
    fc.assert(
      fc.property(
        fc.array(charge, { maxLength: 30 }),
        fc.array(credit, { maxLength: 5 }),
        basisPoints,
        (charges, credits, vat) => {
          const figures = invoiceFigures(charges, vat, credits)
          const creditLines = figures.lines.filter((line) => line.kind.endsWith('_CREDIT'))
          expect(creditLines.map((line) => -line.amount)).toEqual(credits.map((item) => item.amount))
          const charged = charges.reduce((total, item) => total + item.amount, 0)
          const credited = credits.reduce((total, item) => total + item.amount, 0)
          expect(figures.subtotal).toBe(charged - credited)
          expect(figures.lines.reduce((total, line) => total + line.amount, 0)).toBe(figures.total)
          expect(figures.lines.at(-1)?.kind).toBe('VAT')
        },
      ),
    )
  })

  it('keeps net + fee + credits = gross with credits, the fee on the gross', () => {
    fc.assert(
      fc.property(
        fc.array(charge, { maxLength: 40 }),
        fc.array(credit, { maxLength: 5 }),
        basisPoints,
        (charges, credits, fee) => {
          const figures = settlementFigures(charges, fee, credits)
          expect(figures.slaCredits).toBe(credits.reduce((total, item) => total + item.amount, 0))
          expect(figures.net + figures.platformFee + figures.slaCredits).toBe(figures.gross)
          expect(figures.platformFee).toBe(settlementFigures(charges, fee).platformFee)
        },
      ),
    )
  })

  it('reconciles a month with credits: invoiced = gross − credits = net + fees', () => {
    fc.assert(
      fc.property(
        fc.array(charge, { maxLength: 60 }),
        fc.array(credit, { maxLength: 8 }),
        basisPoints,
        basisPoints,
        (charges, credits, vat, fee) => {
          const invoiced = tenantIds
            .map(
              (id) =>
                invoiceFigures(
                  charges.filter((item) => item.consumerTenantId === id),
                  vat,
                  credits.filter((item) => item.consumerTenantId === id),
                ).subtotal,
            )
            .reduce((total, value) => total + value, 0)
          const settled = providerIds.map((id) =>
            settlementFigures(
              charges.filter((item) => item.providerTenantId === id),
              fee,
              credits.filter((item) => item.providerTenantId === id),
            ),
          )
          const gross = settled.reduce((total, figures) => total + figures.gross, 0)
          const credited = settled.reduce((total, figures) => total + figures.slaCredits, 0)
          const paidOut = settled.reduce((total, figures) => total + figures.net + figures.platformFee, 0)
          expect(credited).toBe(credits.reduce((total, item) => total + item.amount, 0))
          expect(invoiced).toBe(gross - credited)
          expect(paidOut).toBe(invoiced)
        },
      ),
    )
  })

  it('names Jakarta calendar months', () => {
    expect(periodOf(new Date('2024-03-31T16:59:59Z'))).toBe('2024-03')
    expect(periodOf(new Date('2024-03-31T17:00:00Z'))).toBe('2024-04')
    expect(periodStart('2024-03').toISOString()).toBe('2024-02-29T17:00:00.000Z')
    expect(periodEnd('2024-12').toISOString()).toBe('2024-12-31T17:00:00.000Z')
    expect(addMonths('2024-01', -1)).toBe('2023-12')
  })
})
