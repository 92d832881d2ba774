import {
  tenantUpdateBody,
  type TenantDetail,
  type TenantUpdateBody,
  type UserInformation,
} from '@lumbung/contract'
import { formValuesOf } from './company-form-values'

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
}

/** The company fields that still keep the profile from passing the contract's own rules. */
export function missingCompanyFields(detail: TenantDetail): string[] {
  const result = tenantUpdateBody.safeParse(formValuesOf(detail))
  if (result.success) return []
  const fields = new Set(result.error.issues.map((issue) => String(issue.path[0])))
  return (Object.keys(fieldLabels) as (keyof TenantUpdateBody)[])
    .filter((field) => fields.has(field))
    .map((field) => fieldLabels[field])
}

function sentence(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

const ownersJob = 'The company owner or an admin does this.'

export function verificationStepsOf(
  user: Pick<UserInformation, 'user_is_verified'>,
  company: TenantDetail,
): VerificationStep[] {
  const missing = missingCompanyFields(company)
  const status = company.verification_status
  const hasSentDocuments = status === 'PENDING' || status === 'VERIFIED'
  const canAct = company.can_edit

  const email: VerificationStep = user.user_is_verified
    ? { key: 'email', label: 'Verify your email', state: 'done', detail: 'Your email address is confirmed.' }
    : {
        key: 'email',
        label: 'Verify your email',
        state: 'open',
        detail: 'Open the link we mailed you; your account page can send it again.',
        link: { to: accountPath, label: 'Open your account' },
      }

  const details: VerificationStep =
    missing.length === 0
      ? {
          key: 'details',
          label: 'Complete the company details',
          state: 'done',
          detail: 'Every required field is filled.',
        }
      : {
          key: 'details',
          label: 'Complete the company details',
          state: 'open',
          detail: canAct
            ? `Still missing: ${sentence(missing)}.`
            : `Still missing: ${sentence(missing)}. ${ownersJob}`,
          link: { to: companyDetailsPath, label: 'Fill in the company details' },
        }

  const documents: VerificationStep = hasSentDocuments
    ? {
        key: 'documents',
        label: 'Send the company documents',
        state: 'done',
        detail: 'The documents were sent.',
      }
    : {
        key: 'documents',
        label: 'Send the company documents',
        state: 'open',
        detail:
          status === 'REJECTED'
            ? `Send corrected documents.${canAct ? '' : ` ${ownersJob}`}`
            : `NIB, NPWP or the deed of establishment, as PDF or image.${canAct ? '' : ` ${ownersJob}`}`,
        link: {
          to: companyDocumentsPath,
          label: status === 'REJECTED' ? 'Send them again' : 'Send the documents',
        },
      }

  const reviewStates: Record<TenantDetail['verification_status'], Omit<VerificationStep, 'key' | 'label'>> = {
    UNVERIFIED: {
      state: 'open',
      detail: 'Lumbung reviews the documents once they are sent, and mails you the answer.',
    },
    PENDING: {
      state: 'waiting',
      detail: 'Lumbung is reviewing your documents; you will get an email with the answer.',
    },
    REJECTED: {
      state: 'failed',
      detail: `Rejected: ${company.verification?.reason ?? 'no reason was given'}`,
      link: { to: companyDocumentsPath, label: 'See the review' },
    },
    VERIFIED: { state: 'done', detail: 'Your company is verified.' },
  }
  const review: VerificationStep = { key: 'review', label: 'Review by Lumbung', ...reviewStates[status] }

  return [email, details, documents, review]
}

export function stepsDone(steps: readonly VerificationStep[]): number {
  return steps.filter((step) => step.state === 'done').length
}
