import {
  tenantUpdateBody,
  type TenantDetail,
  type TenantUpdateBody,
  type UserInformation,
} from '@lumbung/contract'
import { formValuesOf } from './company-form-values'
import { translateIn } from '../../../lib/i18n/i18n'
import { verificationStepsTexts } from '../verification-steps.texts'

type StepTextKey = keyof typeof verificationStepsTexts.en
const text = (key: StepTextKey, values?: Record<string, unknown>) =>
  translateIn(verificationStepsTexts, key, values)

/**
 * The "Get verified" checklist, worked out from what the server says about the user and the company
 * (docs/decisions/0037-onboarding.md). Each step links to the screen where it is done.
 */
export type StepState = 'done' | 'open' | 'waiting' | 'failed'

export interface VerificationStep {
  key: 'email' | 'details' | 'documents' | 'review'
  label: string
  state: StepState
  /** What is left to do, or what happened. */
  detail: string
  link?: { to: string; label: string }
}

export const accountPath = '/my-account/account'
export const companyDetailsPath = '/my-account/company-info#company-details'
export const companyDocumentsPath = '/my-account/company-info#company-verification'

const fieldLabels: Record<keyof TenantUpdateBody, string> = {
  legal_name: 'legal name',
  brand_name: 'brand name',
  industry: 'industry',
  company_size: 'company size',
  address: 'address',
  province_code: 'province',
  district_code: 'district',
  subdistrict_code: 'sub-district',
  phone_number: 'phone number',
  website: 'website',
  short_description: 'short description',
  description: 'description',
  npwp: 'NPWP',
  npwp_address: 'NPWP address',
}

/** The company fields that still keep the profile from passing the contract's own rules. */
export function missingCompanyFields(detail: TenantDetail): string[] {
  const result = tenantUpdateBody.safeParse(formValuesOf(detail))
  if (result.success) return []
  const fields = new Set(result.error.issues.map((issue) => String(issue.path[0])))
  return (Object.keys(fieldLabels) as (keyof TenantUpdateBody)[])
    .filter((field) => fields.has(field))
    .map(fieldLabelOf)
}

/** A field's name in the page's language; a field the texts do not name yet keeps its English name. */
function fieldLabelOf(field: keyof TenantUpdateBody): string {
  const key = `field_${field}`
  return key in verificationStepsTexts.en ? text(key as StepTextKey) : fieldLabels[field]
}

function sentence(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} ${text('and')} ${items.at(-1)}`
}

export function verificationStepsOf(
  user: Pick<UserInformation, 'user_is_verified'>,
  company: TenantDetail,
): VerificationStep[] {
  const missing = missingCompanyFields(company)
  const status = company.verification_status
  const hasSentDocuments = status === 'PENDING' || status === 'VERIFIED'
  const canAct = company.can_edit
  const ownersJob = text('ownersJob')

  const email: VerificationStep = user.user_is_verified
    ? { key: 'email', label: text('verifyEmail'), state: 'done', detail: text('emailConfirmed') }
    : {
        key: 'email',
        label: text('verifyEmail'),
        state: 'open',
        detail: text('openLink'),
        link: { to: accountPath, label: text('openAccount') },
      }

  const details: VerificationStep =
    missing.length === 0
      ? {
          key: 'details',
          label: text('completeDetails'),
          state: 'done',
          detail: text('everyFieldFilled'),
        }
      : {
          key: 'details',
          label: text('completeDetails'),
          state: 'open',
          detail: canAct
            ? text('stillMissing', { fields: sentence(missing) })
            : `${text('stillMissing', { fields: sentence(missing) })} ${ownersJob}`,
          link: { to: companyDetailsPath, label: text('fillDetails') },
        }

  const documents: VerificationStep = hasSentDocuments
    ? {
        key: 'documents',
        label: text('sendDocuments'),
        state: 'done',
        detail: text('documentsSent'),
      }
    : {
        key: 'documents',
        label: text('sendDocuments'),
        state: 'open',
        detail:
          status === 'REJECTED'
            ? `${text('sendCorrected')}${canAct ? '' : ` ${ownersJob}`}`
            : `${text('documentKinds')}${canAct ? '' : ` ${ownersJob}`}`,
        link: {
          to: companyDocumentsPath,
          label: status === 'REJECTED' ? text('sendAgain') : text('sendTheDocuments'),
        },
      }

  const reviewStates: Record<TenantDetail['verification_status'], Omit<VerificationStep, 'key' | 'label'>> = {
    UNVERIFIED: {
      state: 'open',
      detail: text('reviewUnverified'),
    },
    PENDING: {
      state: 'waiting',
      detail: text('reviewPending'),
    },
    REJECTED: {
      state: 'failed',
      detail: text('rejected', { reason: company.verification?.reason ?? text('noReason') }),
      link: { to: companyDocumentsPath, label: text('seeReview') },
    },
    VERIFIED: { state: 'done', detail: text('companyVerified') },
  }
  const review: VerificationStep = { key: 'review', label: text('review'), ...reviewStates[status] }

  return [email, details, documents, review]
}

export function stepsDone(steps: readonly VerificationStep[]): number {
  return steps.filter((step) => step.state === 'done').length
}
