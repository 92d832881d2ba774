import { and, count, eq, inArray } from 'drizzle-orm'
import { products, transactionRequests } from '../db/schema'
import { actorOf } from './demo-catalogue'
import { demoServices, type DemoSeedContext } from './demo-services'

const purpose = {
  nikPhone: 'Checking that new borrowers own the phone number they give during loan onboarding.',
  census: 'Planning where to open our next distribution points around Jabodetabek.',
  weather: 'Adjusting delivery schedules for rain in the cities our couriers serve.',
  rice: 'Forecasting food prices for our staff canteen budgets across provinces.',
  riceAgain:
    'Pricing the harvest risk of our farmer micro-loans: planning credit for rice growers by province.',
  spending: 'Sizing card spending of our borrowers by city, to set credit limits without seeing their data.',
}

/**
 * PT Konsumen Maju's demo requests to PT Data Nusantara, made through the same services the screens
 * call, so that every delivery method can be tried: the NIK–phone API (gateway and file-to-API), the
 * outlet census (download), the rice prices (cloud delivery) and the customer spending insights
 * (secret-share queries) approved; the weather subscription waiting for the consumer's acceptance of a revised price; and a first
 * rice-prices request rejected before the one approved. Skipped when the consumer has requests already
 * or the catalogue is missing.
 */
export async function seedDemoRequests(context: DemoSeedContext): Promise<'seeded' | 'skipped'> {
  const { db } = context
  const consumer = await actorOf(db, 'admin@consumer.test')
  const provider = await actorOf(db, 'admin@provider.test')
  if (!consumer || !provider) return 'skipped'
  const [existing] = await db
    .select({ total: count() })
    .from(transactionRequests)
    .where(eq(transactionRequests.consumerTenantId, consumer.tenantId))
  if ((existing?.total ?? 0) > 0) return 'skipped'
  const names = {
    nikPhone: 'NIK–Phone Match API',
    census: 'Retail Outlet Census Jabodetabek',
    weather: 'Daily City Weather API',
    rice: 'Rice Prices by Province',
    spending: 'Customer Spending Insights',
  }
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(
      and(
        eq(products.tenantId, provider.tenantId),
        eq(products.status, 'PUBLISHED'),
        inArray(products.name, Object.values(names)),
      ),
    )
  const idOf = (name: string) => rows.find((row) => row.name === name)?.id
  const ids = {
    nikPhone: idOf(names.nikPhone),
    census: idOf(names.census),
    weather: idOf(names.weather),
    rice: idOf(names.rice),
    spending: idOf(names.spending),
  }
  if (!ids.nikPhone || !ids.census || !ids.weather || !ids.rice || !ids.spending) return 'skipped'

  const services = demoServices(context).transactionRequests
  const add = async (productId: string, purposeOfUsage: string, periodCount?: number) =>
    (
      await services.consumer.add(consumer, {
        product_id: productId,
        purpose_of_usage: purposeOfUsage,
        is_data_access_agreement: true,
        ...(periodCount ? { period_count: periodCount } : {}),
      })
    ).transaction_no

  await services.provider.approve(provider, await add(ids.nikPhone, purpose.nikPhone))
  await services.provider.approve(provider, await add(ids.census, purpose.census))
  const weather = await add(ids.weather, purpose.weather, 12)
  await services.provider.update(provider, {
    transaction_no: weather,
    price: 2_250_000,
    note: 'A 10% discount for a twelve-month commitment.',
  })
  await services.provider.reject(
    provider,
    await add(ids.rice, purpose.rice, 1),
    'This file is licensed for agricultural planning only, not for budgeting.',
  )
  // Asked again for a purpose the licence allows: a year of monthly files for cloud delivery.
  await services.provider.approve(provider, await add(ids.rice, purpose.riceAgain, 1))
  await services.provider.approve(provider, await add(ids.spending, purpose.spending))
  return 'seeded'
}
