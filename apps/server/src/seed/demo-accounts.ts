import type { ApplicationRole, CompanySize, Industry, TenantVerificationStatus } from '@lumbung/contract'
import { count, eq } from 'drizzle-orm'
import { hashPassword } from '../lib/password'
import type { Database, Executor } from '../db/database'
import { tenants, users } from '../db/schema'

export const demoPassword = 'Demo123!'

interface DemoUser {
  email: string
  fullName: string
  phoneNumber: string
  employeePosition: string
  role: ApplicationRole
  isOperator?: boolean
}

/** A province, district and sub-district as the area lists name them (idn-area-data). */
interface DemoArea {
  provinceCode: string
  provinceName: string
  districtCode: string
  districtName: string
  subdistrictCode: string
  subdistrictName: string
}

interface DemoTenant {
  legalName: string
  brandName: string
  industry: Industry
  companySize: CompanySize
  address: string
  /** Tax number, digits only; left out for the company that has not finished its details. */
  npwp?: string
  /** Left out where the demo shows a company that has not finished its details. */
  area?: DemoArea
  phoneNumber: string
  verificationStatus: TenantVerificationStatus
  isConsumer: boolean
  isProvider: boolean
  isPlatform?: boolean
  users: DemoUser[]
}

export const demoTenants: readonly DemoTenant[] = [
  {
    legalName: 'Lumbung',
    brandName: 'Lumbung',
    industry: 'INFORMATION_TECHNOLOGY',
    companySize: 'SIZE_11_50',
    address: 'Jl. Jenderal Sudirman Kav. 52-53, Senayan, Kebayoran Baru, Jakarta Selatan 12190',
    npwp: '031234567012000',
    area: {
      provinceCode: '31',
      provinceName: 'Daerah Khusus Ibukota Jakarta',
      districtCode: '31.74',
      districtName: 'Kota Administrasi Jakarta Selatan',
      subdistrictCode: '31.74.07',
      subdistrictName: 'Kebayoran Baru',
    },
    phoneNumber: '2150890001',
    verificationStatus: 'VERIFIED',
    isConsumer: true,
    isProvider: false,
    isPlatform: true,
    users: [
      {
        email: 'operator@lumbung.test',
        fullName: 'Rina Kartika Sari',
        phoneNumber: '81234567801',
        employeePosition: 'Platform Operations Lead',
        role: 'superadmin',
        isOperator: true,
      },
    ],
  },
  {
    legalName: 'PT Data Nusantara',
    brandName: 'Data Nusantara',
    industry: 'INFORMATION_TECHNOLOGY',
    companySize: 'SIZE_51_200',
    address: 'Jl. Gatot Subroto No. 38, Kuningan Barat, Mampang Prapatan, Jakarta Selatan 12710',
    npwp: '029876543012000',
    area: {
      provinceCode: '31',
      provinceName: 'Daerah Khusus Ibukota Jakarta',
      districtCode: '31.74',
      districtName: 'Kota Administrasi Jakarta Selatan',
      subdistrictCode: '31.74.03',
      subdistrictName: 'Mampang Prapatan',
    },
    phoneNumber: '2152960038',
    verificationStatus: 'VERIFIED',
    isConsumer: true,
    isProvider: true,
    users: [
      {
        email: 'owner@provider.test',
        fullName: 'Budi Santoso',
        phoneNumber: '81298765401',
        employeePosition: 'Chief Executive Officer',
        role: 'superadmin',
      },
      {
        email: 'admin@provider.test',
        fullName: 'Dewi Lestari',
        phoneNumber: '81298765402',
        employeePosition: 'Data Product Manager',
        role: 'admin',
      },
      {
        email: 'member@provider.test',
        fullName: 'Agus Prasetyo',
        phoneNumber: '81298765403',
        employeePosition: 'Data Engineer',
        role: 'member',
      },
    ],
  },
  {
    legalName: 'PT Konsumen Maju',
    brandName: 'Konsumen Maju',
    industry: 'FINANCIAL_SERVICES',
    companySize: 'SIZE_201_500',
    address: 'Jl. Asia Afrika No. 8, Braga, Sumur Bandung, Kota Bandung 40111',
    // The 16-digit form, which newer registrations carry.
    npwp: '0017654321428000',
    area: {
      provinceCode: '32',
      provinceName: 'Jawa Barat',
      districtCode: '32.73',
      districtName: 'Kota Bandung',
      subdistrictCode: '32.73.19',
      subdistrictName: 'Sumur Bandung',
    },
    phoneNumber: '224230008',
    verificationStatus: 'VERIFIED',
    isConsumer: true,
    isProvider: false,
    users: [
      {
        email: 'owner@consumer.test',
        fullName: 'Siti Rahmawati',
        phoneNumber: '81311122201',
        employeePosition: 'Managing Director',
        role: 'superadmin',
      },
      {
        email: 'admin@consumer.test',
        fullName: 'Andi Wijaya',
        phoneNumber: '81311122202',
        employeePosition: 'Head of Risk Analytics',
        role: 'admin',
      },
      {
        email: 'member@consumer.test',
        fullName: 'Putri Ayu Lestari',
        phoneNumber: '81311122203',
        employeePosition: 'Credit Analyst',
        role: 'member',
      },
    ],
  },
  {
    legalName: 'PT Baru Berdiri',
    brandName: 'Baru Berdiri',
    industry: 'WHOLESALE_RETAIL',
    companySize: 'SIZE_1_10',
    address: 'Jl. Raya Darmo No. 101, Darmo, Wonokromo, Surabaya 60241',
    // Signup's phone number only: the demo of a company still completing its details.
    phoneNumber: '315670101',
    verificationStatus: 'UNVERIFIED',
    isConsumer: true,
    isProvider: false,
    users: [
      {
        email: 'owner@unverified.test',
        fullName: 'Joko Susilo',
        phoneNumber: '81555566601',
        employeePosition: 'Founder',
        role: 'superadmin',
      },
    ],
  },
]

export const demoAccounts = demoTenants.flatMap((tenant) =>
  tenant.users.map((user) => ({
    email: user.email,
    role: user.role,
    tenant: tenant.legalName,
    isOperator: !!user.isOperator,
  })),
)

export async function isDatabaseEmpty(db: Executor): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(tenants)
  return (row?.total ?? 0) === 0
}

/** Whether the demo accounts are there, so the start banner lists them only where they sign in. */
export async function hasDemoAccounts(db: Executor): Promise<boolean> {
  const email = demoAccounts[0]?.email
  if (!email) return false
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1)
  return row !== undefined
}

export type SeedOutcome = 'seeded' | 'skipped'

/** Seeds the demo tenants and accounts into an empty database; a database with any tenant is left alone. */
export async function seedDemoData(db: Database): Promise<SeedOutcome> {
  // One hash for every demo account: they share a published password, so distinct salts would hide nothing.
  const passwordHash = await hashPassword(demoPassword)
  return db.transaction(async (tx) => {
    if (!(await isDatabaseEmpty(tx))) return 'skipped'
    const verifiedAt = new Date()
    for (const demoTenant of demoTenants) {
      const [tenant] = await tx
        .insert(tenants)
        .values({
          legalName: demoTenant.legalName,
          brandName: demoTenant.brandName,
          industry: demoTenant.industry,
          companySize: demoTenant.companySize,
          address: demoTenant.address,
          npwp: demoTenant.npwp ?? null,
          ...demoTenant.area,
          phoneNumber: demoTenant.phoneNumber,
          verificationStatus: demoTenant.verificationStatus,
          isConsumer: demoTenant.isConsumer,
          isProvider: demoTenant.isProvider,
          isPlatform: demoTenant.isPlatform ?? false,
        })
        .returning({ id: tenants.id })
      await tx.insert(users).values(
        demoTenant.users.map((user) => ({
          tenantId: tenant!.id,
          email: user.email,
          fullName: user.fullName,
          phoneNumber: user.phoneNumber,
          employeePosition: user.employeePosition,
          passwordHash,
          applicationRole: user.role,
          status: 'ACTIVE' as const,
          emailVerifiedAt: verifiedAt,
          isOperator: user.isOperator ?? false,
        })),
      )
    }
    return 'seeded'
  })
}

export function describeDemoAccounts(): string {
  const width = Math.max(...demoAccounts.map((account) => account.email.length))
  const lines = demoAccounts.map(
    (account) =>
      `  ${account.email.padEnd(width)}  ${(account.isOperator ? 'operator' : account.role).padEnd(10)}  ${account.tenant}`,
  )
  return [`Demo accounts (password ${demoPassword}):`, ...lines].join('\n')
}

export interface NewOperator {
  email: string
  fullName: string
  password: string
}

/** Operators are platform staff: superadmins of the platform tenant, which is created when missing. */
export async function createOperator(db: Database, operator: NewOperator): Promise<{ userId: string }> {
  const passwordHash = await hashPassword(operator.password)
  return db.transaction(async (tx) => {
    let [platform] = await tx
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.isPlatform, true))
      .limit(1)
    platform ??= (
      await tx
        .insert(tenants)
        .values({
          legalName: 'Lumbung',
          brandName: 'Lumbung',
          verificationStatus: 'VERIFIED',
          isConsumer: true,
          isProvider: false,
          isPlatform: true,
        })
        .returning({ id: tenants.id })
    )[0]
    const email = operator.email.trim().toLowerCase()
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1)
    if (existing) throw new Error(`A user with the email ${email} already exists`)
    const [user] = await tx
      .insert(users)
      .values({
        tenantId: platform!.id,
        email,
        fullName: operator.fullName.trim(),
        passwordHash,
        applicationRole: 'superadmin',
        status: 'ACTIVE',
        emailVerifiedAt: new Date(),
        isOperator: true,
      })
      .returning({ id: users.id })
    return { userId: user!.id }
  })
}
