import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { readSummaryPeriod, type SummaryPeriod } from './summary-period'

/** The summary's period, kept in the address (default: this month) so it survives opening a product. */
export function useSummaryPeriod() {
  const [now] = useState(() => new Date())
  const [searchParams, setSearchParams] = useSearchParams()
  const period = readSummaryPeriod(searchParams, now)
  const update = (next: Partial<SummaryPeriod> & { status?: string | null; page?: number }) => {
    const params = new URLSearchParams(searchParams)
    params.set('date_from', next.dateFrom ?? period.dateFrom)
    params.set('date_to', next.dateTo ?? period.dateTo)
    if (next.status !== undefined) {
      if (next.status) params.set('status', next.status)
      else params.delete('status')
    }
    if (next.page && next.page > 1) params.set('page', String(next.page))
    else params.delete('page')
    setSearchParams(params, { replace: true })
  }
  return { now, period, searchParams, update }
}
