/** The demo accounts the server seeds on an empty data folder; all share one password. */
export const demoPassword = 'Demo123!'

export type Role = 'superadmin' | 'admin' | 'member'

export interface DemoAccount {
  email: string
  role: Role
  tenant: string
  isProvider: boolean
  isVerified: boolean
}

export const accounts = {
  operator: {
    email: 'operator@lumbung.test',
    role: 'superadmin',
    tenant: 'Lumbung',
    isProvider: false,
    isVerified: true,
  },
  providerOwner: {
    email: 'owner@provider.test',
    role: 'superadmin',
    tenant: 'PT Data Nusantara',
    isProvider: true,
    isVerified: true,
  },
  providerAdmin: {
    email: 'admin@provider.test',
    role: 'admin',
    tenant: 'PT Data Nusantara',
    isProvider: true,
    isVerified: true,
  },
  providerMember: {
    email: 'member@provider.test',
    role: 'member',
    tenant: 'PT Data Nusantara',
    isProvider: true,
    isVerified: true,
  },
  consumerOwner: {
    email: 'owner@consumer.test',
    role: 'superadmin',
    tenant: 'PT Konsumen Maju',
    isProvider: false,
    isVerified: true,
  },
  consumerAdmin: {
    email: 'admin@consumer.test',
    role: 'admin',
    tenant: 'PT Konsumen Maju',
    isProvider: false,
    isVerified: true,
  },
  consumerMember: {
    email: 'member@consumer.test',
    role: 'member',
    tenant: 'PT Konsumen Maju',
    isProvider: false,
    isVerified: true,
  },
  unverifiedOwner: {
    email: 'owner@unverified.test',
    role: 'superadmin',
    tenant: 'PT Baru Berdiri',
    isProvider: false,
    isVerified: false,
  },
} satisfies Record<string, DemoAccount>

export const allAccounts: DemoAccount[] = Object.values(accounts)
