import { marketplaceListQuery, type MarketplaceListQueryInput } from '@lumbung/contract'
import { sql, type SQL } from 'drizzle-orm'
import type { DatabaseHandle } from '../src/db/database'
import { readSearchLexicon, searchStatementsOf } from '../src/modules/data/marketplace'

interface PlanNode {
  'Node Type': string
  'Index Name'?: string
  Plans?: PlanNode[]
}

/** The plan's nodes, outermost first, with the index each reads: enough to see what a statement does. */
const shapeOf = (node: PlanNode): string[] => [
  node['Index Name'] ? `${node['Node Type']} (${node['Index Name']})` : node['Node Type'],
  ...(node.Plans ?? []).flatMap(shapeOf),
]

async function explained(database: DatabaseHandle, statement: SQL) {
  const result = (await database.db.execute(sql`explain (analyze, format json) ${statement}`)) as unknown as {
    rows: Record<string, unknown>[]
  }
  const cell = Object.values(result.rows[0]!)[0]
  const [plan] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [
    { 'Execution Time': number; Plan: PlanNode },
  ]
  return { ms: plan['Execution Time'], shape: [...new Set(shapeOf(plan.Plan))].join(' › ') }
}

/**
 * The database's own execution time (EXPLAIN ANALYZE) of each statement a search runs: the page, the
 * public count, the viewer's private offers' count and, for a misspelt search, the words lookup. Not
 * inflated by a busy machine's scheduling as the round trips are, so before and after compare.
 */
export async function printSearchPlans(
  label: string,
  database: DatabaseHandle,
  viewerTenantId: string,
  searches: [string, MarketplaceListQueryInput][],
) {
  console.log(`\nPlans on ${label} (EXPLAIN ANALYZE execution time, ms):`)
  for (const [name, input] of searches) {
    const query = marketplaceListQuery.parse(input)
    const lexicon = await readSearchLexicon(database.db, query.search)
    const statements = searchStatementsOf(viewerTenantId, query, lexicon)
    for (const [part, statement] of statements) {
      const { ms, shape } = await explained(database, statement)
      console.log(`  ${name.padEnd(36)} ${part.padEnd(22)} ${ms.toFixed(2).padStart(8)}  ${shape}`)
    }
  }
}
