import { Alert, Box, Button, Stack, Text, Title } from '@mantine/core'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { isActionRoleAllowed, tenantRoutes } from '@lumbung/contract'
import { useCurrentUser } from '../../../components/layout/current-user-context'
import { MyAccountTabs } from '../../../components/layout/my-account-tabs'
import { PageLoader } from '../../../components/layout/page-loader'
import { toast } from '../../../components/feedback'
import { errorMessageOf } from '../../../lib/api-error'
import { useTenantDetail } from '../../../features/tenant/api/get-tenant-detail'
import { useUpdateTenant } from '../../../features/tenant/api/update-tenant'
import { ApiKeyCard } from '../../../features/tenant/components/api-key-card'
import { CompanyForm } from '../../../features/tenant/components/company-form'
import { CompanyLogoCard } from '../../../features/tenant/components/company-logo-card'
import { NamedKeysCard } from '../../../features/tenant/components/named-keys-card'
import { VerificationCard } from '../../../features/tenant/components/verification-card'
import { formWidth } from '../../../components/layout/page-width'
import { companyTexts } from '../../../features/tenant/company.texts'
import { useT } from '../../../lib/i18n/i18n'

export function CompanyInfoRoute() {
  return (
    <>
      <MyAccountTabs />
      <CompanyInfoContent />
    </>
  )
}

/** The checklist links to a part of this screen (#company-details, #company-verification): go there. */
function useScrollToSection(isReady: boolean) {
  const { hash } = useLocation()
  useEffect(() => {
    if (!isReady || !hash) return
    const section = document.getElementById(decodeURIComponent(hash.slice(1)))
    section?.scrollIntoView({ block: 'start' })
    section?.focus({ preventScroll: true })
  }, [hash, isReady])
}

function CompanyInfoContent() {
  const t = useT(companyTexts)
  const { user } = useCurrentUser()
  const detail = useTenantDetail()
  const update = useUpdateTenant()
  useScrollToSection(!!detail.data)

  if (detail.isError && !detail.data) {
    return (
      <Alert color="red" variant="light" title={t('loadFailed')} role="alert">
        <Text size="sm">{errorMessageOf(detail.error)}</Text>
        <Button mt="sm" size="xs" variant="light" onClick={() => void detail.refetch()}>
          {t('tryAgain')}
        </Button>
      </Alert>
    )
  }
  if (!detail.data) return <PageLoader />
  const company = detail.data

  return (
    <Stack gap="lg" maw={formWidth}>
      <div>
        <Title order={2}>{t('title')}</Title>
        <Text c="dimmed" size="sm">
          {company.can_edit ? t('canEditHint') : t('readOnlyHint')}
        </Text>
      </div>
      <CompanyLogoCard detail={company} />
      <Box id="company-verification" tabIndex={-1} aria-label={t('verificationSection')} component="section">
        <VerificationCard detail={company} />
      </Box>
      <Box id="company-details" tabIndex={-1} aria-label={t('detailsSection')} component="section">
        <CompanyForm
          detail={company}
          isSubmitting={update.isPending}
          error={update.error}
          onSubmit={async (values) => {
            await update.mutateAsync(values)
            void toast({ color: 'teal', title: t('updated'), message: company.legal_name })
          }}
        />
      </Box>
      <ApiKeyCard
        canShow={company.can_edit}
        canRotate={isActionRoleAllowed(tenantRoutes.rotateKey.config.access, user.application_role)}
      />
      {isActionRoleAllowed(tenantRoutes.listApiKeys.config.access, user.application_role) ? (
        <NamedKeysCard />
      ) : null}
    </Stack>
  )
}
