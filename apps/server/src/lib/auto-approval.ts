/** A product's rule for approving requests without a person (docs/decisions/0068-first-call.md). */
export interface AutoApprovalRule {
  autoApprove: boolean
  /** Empty: any industry. */
  autoApproveIndustries: string[]
}

/** Whether the rule needs the requesting company's industry to decide: read it only then. */
export const isIndustryNeeded = (rule: AutoApprovalRule) =>
  rule.autoApprove && rule.autoApproveIndustries.length > 0

/**
 * Whether the rule approves a company's request at once: switched on, the company verified and, when
 * the rule names industries, in one of them. The request decides by it, and the product page says so
 * before the request by the same rule.
 */
export function isApprovedByRule(
  rule: AutoApprovalRule,
  company: { isVerified: boolean; industry: string | null },
): boolean {
  if (!rule.autoApprove || !company.isVerified) return false
  const industries = rule.autoApproveIndustries
  return industries.length === 0 || (company.industry !== null && industries.includes(company.industry))
}
