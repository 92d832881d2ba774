import type {
  DropdownItem,
  ProviderListItem,
  ProviderSubscriptionValues,
  TenantDetail,
  TenantSubscription,
  TenantUpdateValues,
} from '@lumbung/contract'
import {
  companySizeValues,
  enumValueOrNull,
  industryValues,
  isActionRoleAllowed,
  tenantRoutes,
  tenantErrorMessages,
} from '@lumbung/contract'
import { randomUUID } from 'node:crypto'
import type { Database } from '../../db/database'
import type { TenantRow } from '../../db/schema'
import { accessDenial, type Actor } from '../../lib/access'
import type { Audit } from '../../lib/audit'
import { AppError, notFound } from '../../lib/errors'
import type { FileStorage } from '../../lib/file-storage'
import type { Secrets } from '../../lib/secrets'
import type { StorageUrls } from '../../lib/storage-urls'
import { extensionOf } from '../../lib/uploads'
import type { IndonesianAreas } from '../dropdown'
import type { TenantRepository } from './tenant.repository'
import type { ReceivedFile } from './tenant-uploads'
import type { TenantVerificationService } from './tenant-verification.service'

export interface TenantServiceDependencies {
  db: Database
  tenants: TenantRepository
  verification: TenantVerificationService
  files: FileStorage
  storageUrls: StorageUrls
  secrets: Secrets
  areas: IndonesianAreas
  audit: Audit
  now?: () => Date
}

export type TenantService = ReturnType<typeof createTenantService>

/** Who may change company data: the owner and its admins (members read only). */
/** Whether the actor may change the company: the update route's own rule from the contract. */
export const canEditCompany = (actor: Actor) =>
  isActionRoleAllowed(tenantRoutes.update.config.access, actor.role)

const areaError = (field: string, label: string) =>
  new AppError('VALIDATION_ERROR', 422, `${label} is not valid`, { [field]: `${label} is not valid` })

export function createTenantService({
  db,
  tenants,
  verification,
  files,
  storageUrls,
  secrets,
  areas,
  audit,
  now = () => new Date(),
}: TenantServiceDependencies) {
  const logoUrlOf = (tenant: Pick<TenantRow, 'logoPath'>) =>
    tenant.logoPath ? storageUrls.sign(tenant.logoPath) : null

  async function ownTenant(actor: Actor): Promise<TenantRow> {
    const tenant = await tenants.findById(actor.tenantId)
    if (!tenant) throw notFound(tenantErrorMessages.companyNotFound)
    return tenant
  }

  async function detailOf(actor: Actor, tenant: TenantRow): Promise<TenantDetail> {
    const isEditor = canEditCompany(actor)
    return {
      id: tenant.id,
      legal_name: tenant.legalName,
      brand_name: tenant.brandName,
      // Values stored before the reference lists existed read as unset, so the form asks again.
      industry: enumValueOrNull(industryValues, tenant.industry),
      company_size: enumValueOrNull(companySizeValues, tenant.companySize),
      address: tenant.address,
      province_code: tenant.provinceCode,
      province_name: tenant.provinceName,
      district_code: tenant.districtCode,
      district_name: tenant.districtName,
      subdistrict_code: tenant.subdistrictCode,
      subdistrict_name: tenant.subdistrictName,
      phone_number: tenant.phoneNumber,
      website: tenant.website,
      short_description: tenant.shortDescription,
      description: tenant.description,
      npwp: tenant.npwp,
      npwp_address: tenant.npwpAddress,
      logo_url: logoUrlOf(tenant),
      verification_status: tenant.verificationStatus,
      is_verified: tenant.verificationStatus === 'VERIFIED',
      verification: await verification.latest(tenant.id),
      can_edit: isEditor,
      can_submit_verification:
        isEditor && (tenant.verificationStatus === 'UNVERIFIED' || tenant.verificationStatus === 'REJECTED'),
      is_consumer: tenant.isConsumer,
      is_provider: tenant.isProvider,
    }
  }

  async function subscriptionOf(actor: Actor, tenant: TenantRow): Promise<TenantSubscription> {
    const payout = await tenants.findPayoutAccount(tenant.id)
    return {
      is_consumer: tenant.isConsumer,
      is_provider: tenant.isProvider,
      is_verified: tenant.verificationStatus === 'VERIFIED',
      verification_status: tenant.verificationStatus,
      provider_terms_accepted_at: tenant.providerTermsAcceptedAt?.toISOString() ?? null,
      payout_account: payout
        ? {
            bank_name: payout.bankName,
            account_number: `••••${payout.accountNumberLastFour}`,
            account_holder: payout.accountHolder,
          }
        : null,
      // The subscribe call's own rule; the platform's own tenant never becomes a provider.
      can_subscribe:
        !actor.isOperator &&
        accessDenial(tenantRoutes.subscribeProvider.config.access, actor, 'consumer') === null,
    }
  }

  return {
    async detail(actor: Actor): Promise<TenantDetail> {
      return detailOf(actor, await ownTenant(actor))
    },

    async update(actor: Actor, values: TenantUpdateValues): Promise<TenantDetail> {
      const names = await areas.resolve({
        provinceCode: values.province_code,
        districtCode: values.district_code,
        subdistrictCode: values.subdistrict_code,
      })
      if (!names) {
        // Say which level broke: an unknown province, or a district / sub-district outside its parent.
        const provinces = await areas.provinces()
        if (!provinces.some((item) => item.value === values.province_code))
          throw areaError('province_code', 'Province')
        const districts = await areas.districts(values.province_code)
        if (!districts.some((item) => item.value === values.district_code))
          throw areaError('district_code', 'District')
        throw areaError('subdistrict_code', 'Sub-district')
      }
      await db.transaction(async (tx) => {
        await tenants.updateProfile(
          actor.tenantId,
          {
            legalName: values.legal_name,
            brandName: values.brand_name,
            industry: values.industry,
            companySize: values.company_size,
            address: values.address,
            provinceCode: values.province_code,
            provinceName: names.provinceName,
            districtCode: values.district_code,
            districtName: names.districtName,
            subdistrictCode: values.subdistrict_code,
            subdistrictName: names.subdistrictName,
            phoneNumber: values.phone_number,
            website: values.website,
            shortDescription: values.short_description,
            description: values.description,
            npwp: values.npwp,
            npwpAddress: values.npwp_address,
          },
          tx,
        )
        await audit.record(tx, {
          action: 'tenant.updated',
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'tenant',
          targetId: actor.tenantId,
        })
      })
      return detailOf(actor, await ownTenant(actor))
    },

    /** `receive` reads the upload, only once the caller is known to be allowed to send one. */
    async uploadLogo(actor: Actor, receive: () => Promise<ReceivedFile[]>): Promise<{ logo_url: string }> {
      const [file] = await receive()
      if (!file) {
        throw new AppError('VALIDATION_ERROR', 422, 'Logo can not be empty', {
          logo: 'Logo can not be empty',
        })
      }
      const key = `tenants/${actor.tenantId}/logo/${randomUUID()}.${extensionOf(file.kind)}`
      await files.put(key, file.bytes)
      let previous: string | null
      try {
        previous = await db.transaction(async (tx) => {
          const before = await tenants.setLogo(actor.tenantId, key, tx)
          await audit.record(tx, {
            action: 'tenant.logo_changed',
            tenantId: actor.tenantId,
            actorUserId: actor.userId,
            targetType: 'tenant',
            targetId: actor.tenantId,
          })
          return before
        })
      } catch (error) {
        await files.remove(key).catch(() => undefined)
        throw error
      }
      if (previous) await files.remove(previous).catch(() => undefined)
      return { logo_url: storageUrls.sign(key) }
    },

    async subscription(actor: Actor): Promise<TenantSubscription> {
      return subscriptionOf(actor, await ownTenant(actor))
    },

    /**
     * The owner of a verified company turns the provider side on for the whole tenant. Calling it
     * again as a provider changes the payout account; the terms keep their first acceptance time.
     */
    async subscribeProvider(actor: Actor, body: ProviderSubscriptionValues): Promise<TenantSubscription> {
      const tenant = await ownTenant(actor)
      if (tenant.isPlatform) throw new AppError('FORBIDDEN', 403, 'Forbidden')
      if (tenant.verificationStatus !== 'VERIFIED') {
        throw new AppError(
          'COMPANY_NOT_VERIFIED',
          403,
          'Your company must be verified before it can subscribe as a provider',
        )
      }
      const accountNumber = body.account_number.trim()
      await db.transaction(async (tx) => {
        await tenants.savePayoutAccount(
          {
            tenantId: tenant.id,
            bankName: body.bank_name.trim(),
            sealedAccountNumber: secrets.seal(accountNumber),
            accountNumberLastFour: accountNumber.slice(-4),
            accountHolder: body.account_holder.trim(),
          },
          tx,
        )
        if (!tenant.isProvider) await tenants.becomeProvider(tenant.id, actor.userId, now(), tx)
        await audit.record(tx, {
          action: tenant.isProvider ? 'tenant.payout_account_changed' : 'tenant.subscribed_provider',
          tenantId: tenant.id,
          actorUserId: actor.userId,
          targetType: 'tenant',
          targetId: tenant.id,
        })
      })
      return subscriptionOf(actor, await ownTenant(actor))
    },

    async listProviders(): Promise<ProviderListItem[]> {
      const rows = await tenants.listVerifiedProviders()
      return rows.map((row) => ({
        id: row.id,
        brand_name: row.brandName,
        legal_name: row.legalName,
        industry: row.industry,
        logo_url: logoUrlOf(row),
      }))
    },

    async providerDropdown(): Promise<DropdownItem[]> {
      const rows = await tenants.listVerifiedProviders()
      return rows.map((row) => ({ value: row.id, description: row.brandName ?? row.legalName }))
    },
  }
}
