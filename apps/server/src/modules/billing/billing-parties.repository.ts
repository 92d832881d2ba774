import type { Language } from '@lumbung/contract'
import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { tenants, users } from '../../db/schema'

/** The company's owner: its active superadmin, never an operator. Receives invoices, statements and dispute mail. */
export const isCompanyOwner = (tenantId: string) =>
  and(
    eq(users.tenantId, tenantId),
    eq(users.applicationRole, 'superadmin'),
    eq(users.isOperator, false),
    eq(users.status, 'ACTIVE'),
  )

/** A company as an invoice or statement names it: legal name, tax number and the address registered with it. */
export interface DocumentParty {
  legalName: string
  /** Digits only, or null when the company has not given it. */
  npwp: string | null
  address: string | null
}

const partyColumns = {
  legalName: tenants.legalName,
  npwp: tenants.npwp,
  npwpAddress: tenants.npwpAddress,
  address: tenants.address,
}

const partyOf = (row: {
  legalName: string
  npwp: string | null
  npwpAddress: string | null
  address: string | null
}) => ({
  legalName: row.legalName,
  npwp: row.npwp,
  // The address registered with the NPWP is the one a tax invoice carries; else the company's.
  address: row.npwpAddress ?? row.address,
})

/** The two sides of a billing document and the language its recipient reads. */
export function createBillingPartiesRepository(db: Executor) {
  return {
    async company(tenantId: string): Promise<DocumentParty | undefined> {
      const [row] = await db.select(partyColumns).from(tenants).where(eq(tenants.id, tenantId)).limit(1)
      return row && partyOf(row)
    },

    /** The platform itself, which invoices consumers and pays providers out. */
    async platform(): Promise<DocumentParty | undefined> {
      const [row] = await db.select(partyColumns).from(tenants).where(eq(tenants.isPlatform, true)).limit(1)
      return row && partyOf(row)
    },

    /** The language of the company's owner, who receives its documents; null when not chosen. */
    async ownerLanguage(tenantId: string): Promise<Language | null> {
      const [row] = await db
        .select({ language: users.language })
        .from(users)
        .where(isCompanyOwner(tenantId))
        .limit(1)
      return row?.language ?? null
    },
  }
}

export type BillingPartiesRepository = ReturnType<typeof createBillingPartiesRepository>
