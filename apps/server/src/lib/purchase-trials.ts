import { productTrialLimits, type PricingModel, type ProductTrial } from '@lumbung/contract'
import { sql, type SQL } from 'drizzle-orm'

/** Only usage is billed per use: a subscription or one-time purchase has no trial. */
export const isPayPerUse = (pricingModel: PricingModel | undefined | null) =>
  (productTrialLimits.pricingModels as readonly string[]).includes(pricingModel ?? '')

/** The trial a product offers new requests, as buyers see it and as a request keeps it; null when none. */
export function trialOf(product: {
  pricingModel: PricingModel | null
  trialCalls: number | null
  trialDays: number | null
}): ProductTrial | null {
  if (!isPayPerUse(product.pricingModel)) return null
  if (product.trialCalls === null && product.trialDays === null) return null
  return { calls: product.trialCalls, days: product.trialDays }
}

/** The start of the Asia/Jakarta day of an instant, as the daily rollups name their buckets. */
const jakartaDayStart = (column: string) =>
  `date_bin('1 day', ${column}, timestamptz '2000-01-01 00:00:00+07')`

/**
 * The free trial of each consumer company and product (docs/decisions/0069-trial-and-measured-quality.md):
 * the trial kept in the terms of its first approved purchase that offered one (a later purchase of the
 * same product brings no second trial). It starts on the Jakarta day of that approval. Rows:
 * consumer_tenant_id, product_id, trial_from (timestamptz), trial_calls, trial_days. `where` narrows
 * the requests (alias `tr`). Every reading of a trial (billing, the purchase page) asks this one rule.
 */
export function purchaseTrials(where: SQL): SQL {
  return sql`select distinct on (tr.consumer_tenant_id, tr.product_id) tr.consumer_tenant_id, tr.product_id,
      ${sql.raw(jakartaDayStart('tr.decided_at'))} as trial_from,
      (tr.transaction_metadata -> 'trial' ->> 'calls')::bigint as trial_calls,
      (tr.transaction_metadata -> 'trial' ->> 'days')::int as trial_days
    from transaction_requests tr
    where tr.status in ('APPROVED', 'EXPIRED') and tr.decided_at is not null
      and jsonb_typeof(tr.transaction_metadata -> 'trial') = 'object' and ${where}
    order by tr.consumer_tenant_id, tr.product_id, tr.decided_at, tr.id`
}

/** When a days trial (alias `t`) ends: the start of the Jakarta day after its last day. */
export const trialEndSql = (alias: string) =>
  sql.raw(`(${alias}.trial_from + ${alias}.trial_days * interval '24 hours')`)

export interface UsageWindow {
  from: Date
  to: Date
}

/**
 * The priced usage of a window as billing reads it: the daily rollups' calls and queries per bucket,
 * product, consumer and kind, with the trial's free part taken off. A days trial frees every bucket
 * before its end; a calls trial frees the first N billable calls counted from its first day on, and in
 * the bucket where the N-th call falls only that bucket's share of the amount (exact while the bucket
 * has one price). Columns: bucket, consumer_tenant_id, provider_tenant_id, product_id, kind,
 * billable_calls, amount. `usageScope` and `trialScope` narrow usage_daily (alias `d`) and the
 * requests (alias `tr`) to the same companies.
 */
export function billedUsage(usageScope: SQL, trialScope: SQL, window: UsageWindow): SQL {
  const from = sql`${window.from.toISOString()}::timestamptz`
  const to = sql`${window.to.toISOString()}::timestamptz`
  return sql`(with trials as (${purchaseTrials(trialScope)}),
    usage as (
      select d.bucket, d.consumer_tenant_id, d.provider_tenant_id, d.product_id, d.kind,
        sum(d.billable_calls)::bigint as billable_calls, sum(d.amount)::bigint as amount
      from usage_daily d
      where d.kind in ('API_CALL', 'QUERY') and ${usageScope} and d.bucket < ${to}
        and (d.bucket >= ${from} or exists (select 1 from trials t where t.consumer_tenant_id = d.consumer_tenant_id
          and t.product_id = d.product_id and t.trial_calls is not null and d.bucket >= t.trial_from))
      group by d.bucket, d.consumer_tenant_id, d.provider_tenant_id, d.product_id, d.kind
    ),
    counted as (
      select u.*, t.trial_from, t.trial_calls, t.trial_days,
        coalesce(sum(u.billable_calls) over (partition by u.consumer_tenant_id, u.product_id, t.trial_from
          order by u.bucket, u.kind rows between unbounded preceding and 1 preceding), 0) as used_before
      from usage u
      left join trials t on t.consumer_tenant_id = u.consumer_tenant_id and t.product_id = u.product_id
        and u.bucket >= t.trial_from
    ),
    freed as (
      select c.*, case
          when c.trial_from is null then 0
          when c.trial_days is not null then case when c.bucket < ${trialEndSql('c')} then c.billable_calls else 0 end
          when c.trial_calls is not null then least(c.billable_calls, greatest(c.trial_calls - c.used_before, 0))
          else 0 end as free_calls
      from counted c
    )
    select f.bucket, f.consumer_tenant_id, f.provider_tenant_id, f.product_id, f.kind,
      (f.billable_calls - f.free_calls)::bigint as billable_calls,
      (f.amount - case when f.free_calls = 0 then 0 when f.free_calls = f.billable_calls then f.amount
        else round(f.amount::numeric * f.free_calls / f.billable_calls) end)::bigint as amount
    from freed f
    where f.bucket >= ${from})`
}
